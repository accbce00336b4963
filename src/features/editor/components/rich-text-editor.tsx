import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { MentionList, useMentionCompletion } from '../../../components/mentions/mention-completion';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { Highlights, refreshMeta, type Highlighter } from './highlights';
import { MentionCompletion, type EditorPartialMention, type MentionCompletionStorage } from './mention-completion-plugin';
import { isSafeLink } from './safe-link';

export interface RichTextEditorProps {
  /** Id of the element that labels the editor. */
  labelId: string;
  /** HTML; an empty document is ''. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** Lets the label focus the editor when clicked. */
  onReady?: (focus: () => void) => void;
  /** A tall writing area, for the writer's page (a dialog's form keeps the short one). */
  roomy?: boolean;
  /** Marks stretches of the text as it is typed (a case study's privacy review); a stable function. */
  highlight?: Highlighter;
  /** Completes `@username` (only where a mention tells the member: questions and answers, docs/rules/mentions.md). */
  mentions?: boolean;
}

/** The completion list's width (w-72), kept inside the editor's box. */
const LIST_WIDTH = 288;

/** The writing area's height: short in a form, tall on the writer's page; the lazy editor's skeleton matches it. */
const editorHeightClass = (roomy?: boolean) => (roomy ? 'min-h-[22rem] sm:min-h-[30rem]' : 'min-h-48');

// Created once: TipTap compares options on every render and would otherwise see new extensions.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isSafeLink(url),
    },
  }),
  Highlights,
  MentionCompletion,
];

export default function RichTextEditor({ labelId, value, onChange, onBlur, invalid, describedBy, onReady, roomy, highlight, mentions }: RichTextEditorProps) {
  const frame = useRef<HTMLDivElement>(null);
  const completion = useMentionCompletion<EditorPartialMention & { left: number; top: number }>((member, at) => {
    if (!editor || editor.isDestroyed) return;
    const { state } = editor.view;
    // Written over the partial name only if it is still where the list found it.
    if (at.to > state.doc.content.size || state.doc.textBetween(at.from, at.to) !== `@${at.text}`) return;
    // Plain text, as if typed: the server reads mentions in the text (no link is stored).
    editor.view.dispatch(state.tr.insertText(`@${member.username} `, at.from, at.to).setMeta('preventAutolink', true));
    editor.view.focus();
  });
  const ariaOfCompletion = mentions ? Object.fromEntries(Object.entries(completion.fieldAttributes).filter((entry): entry is [string, string] => entry[1] !== undefined)) : {};
  // Passed on every render: TipTap applies changed props (e.g. a new error) to the editable element.
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...ariaOfCompletion,
        class: `prose-content ${editorHeightClass(roomy)} px-3 py-2 focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => {
      completion.look(null);
      onBlur?.();
    },
  });

  // The plugin calls the completion of this render (its list, its chosen option), never an older one.
  useLayoutEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const storage = (editor.storage as unknown as { mentionCompletion: MentionCompletionStorage }).mentionCompletion;
    storage.onKeyDown = mentions ? completion.keyDown : null;
    storage.onPartial = mentions
      ? (partial, view) => {
          const box = frame.current?.getBoundingClientRect();
          if (!partial || !box) return completion.look(null);
          const caret = view.coordsAtPos(partial.from);
          completion.look({ ...partial, left: Math.max(0, Math.min(caret.left - box.left, box.width - LIST_WIDTH)), top: caret.bottom - box.top });
        }
      : null;
  });

  // The form may reset or prefill the value from outside (e.g. after a successful submit).
  useEffect(() => {
    // TipTap destroys and recreates its editor when the component remounts (React's StrictMode
    // does so on purpose): a destroyed one has no schema left to serialise.
    if (!editor || editor.isDestroyed) return;
    const currentHtml = editor.isEmpty ? '' : editor.getHTML();
    if (value !== currentHtml) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor) onReady?.(() => editor.commands.focus());
  }, [editor, onReady]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    (editor.storage as unknown as { highlights: { highlight: Highlighter | null } }).highlights.highlight = highlight ?? null;
    editor.view.dispatch(editor.state.tr.setMeta(refreshMeta, true));
  }, [editor, highlight]);

  return (
    <div ref={frame} className="relative">
      <div className={cn('overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-brand-700', invalid ? 'border-red-700' : 'border-slate-300')}>
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      {mentions && <MentionList {...completion.list} className="w-72 max-w-full" style={completion.at ? { left: completion.at.left, top: completion.at.top } : undefined} />}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  function editLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const answer = window.prompt('Endereço da ligação (http://, https:// ou mailto:). Deixe vazio para remover.', previous);
    if (answer === null) return;
    const href = answer.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!isSafeLink(href)) {
      toast({ title: 'Ligação inválida', description: 'Use um endereço que comece por http://, https:// ou mailto:', variant: 'destructive' });
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }

  return (
    <div role="toolbar" aria-label="Formatação do texto" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
      <ToolbarButton label="Título de secção" pressed={state.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </ToolbarButton>
      <ToolbarButton label="Subtítulo" pressed={state.h3} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </ToolbarButton>
      <ToolbarButton label="Negrito" pressed={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
        <Bold />
      </ToolbarButton>
      <ToolbarButton label="Itálico" pressed={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <Italic />
      </ToolbarButton>
      <ToolbarButton label="Lista com marcas" pressed={state.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        <List />
      </ToolbarButton>
      <ToolbarButton label="Lista numerada" pressed={state.orderedList} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
        <ListOrdered />
      </ToolbarButton>
      <ToolbarButton label="Ligação" pressed={state.link} onClick={editLink}>
        <Link2 />
      </ToolbarButton>
      {/* Undo and redo wrap to the next line together, never one without the other. */}
      <div className="flex gap-1">
        <ToolbarButton label="Anular" disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
          <Undo2 />
        </ToolbarButton>
        <ToolbarButton label="Refazer" disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
          <Redo2 />
        </ToolbarButton>
      </div>
    </div>
  );
}

interface ToolbarButtonProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, pressed, disabled, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // A click keeps the focus in the text: otherwise the button takes it until the editor's
      // focus() lands, and a space typed at once would press the button again instead of writing.
      // Keyboard users still reach the buttons with Tab.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 hover:text-slate-900 disabled:opacity-40 [&_svg]:size-4',
        pressed && 'bg-brand-100 text-brand-900',
      )}
    >
      {children}
    </button>
  );
}
