import { Extension } from '@tiptap/react';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { partialMention } from '../../../components/mentions/mention-completion';

/** A partial `@name` in the editor: the letters after its '@', the position of the '@' and the caret's. */
export interface EditorPartialMention {
  text: string;
  from: number;
  to: number;
}

/** What the editor's component hands the plugin; unset (the default), the editor completes nothing. */
export interface MentionCompletionStorage {
  /** Told where the partial name is after each change of the text or of the caret (null: none). */
  onPartial: ((partial: EditorPartialMention | null, view: EditorView) => void) | null;
  /** A key pressed in the text: true when the open list took it. */
  onKeyDown: ((event: KeyboardEvent) => boolean) | null;
}

/** The partial name just before a collapsed caret, read in the caret's paragraph (or heading, or list item). */
function partialAt(state: EditorState): EditorPartialMention | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const caret = selection.$from;
  if (!caret.parent.isTextblock) return null;
  // Text inside a link stays the link's: the page never makes a mention there (withMentionLinks).
  if (caret.marks().some((mark) => mark.type.name === 'link')) return null;
  // A leaf such as a line break reads as one character that is not part of a name.
  const text = partialMention(caret.parent.textBetween(0, caret.parentOffset, undefined, '\ufffc'));
  return text === null ? null : { text, from: caret.pos - text.length - 1, to: caret.pos };
}

const key = new PluginKey('mentionCompletion');

/**
 * `@username` completion in the rich-text editor (docs/rules/mentions.md), as a small ProseMirror
 * plugin: it finds the partial name at the caret and lets the open list take the keys before the
 * editor's own (Enter would split the paragraph, Tab indent a list item). The list itself is drawn
 * by the editor's component, with the comment field's completion (src/components/mentions).
 */
export const MentionCompletion = Extension.create<unknown, MentionCompletionStorage>({
  name: 'mentionCompletion',
  // Ahead of every keymap (StarterKit's run at 100 to 1000).
  priority: 1500,
  addStorage() {
    return { onPartial: null, onKeyDown: null };
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin({
        key,
        view: () => ({
          update: (view, previous) => {
            // The same state is applied again whenever the component re-renders: nothing moved.
            if (!storage.onPartial || (previous.doc === view.state.doc && previous.selection.eq(view.state.selection))) return;
            storage.onPartial(partialAt(view.state), view);
          },
        }),
        props: {
          handleKeyDown: (view, event) => !view.composing && (storage.onKeyDown?.(event) ?? false),
        },
      }),
    ];
  },
});
