import { Extension } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** A stretch of the editor's text to mark, in offsets of its text (blocks joined by '\n'). */
interface TextMark {
  start: number;
  end: number;
  /** Read by screen readers before the stretch (a mark is not only a colour). */
  label: string;
}

/** Finds the stretches to mark in the editor's text. */
export type Highlighter = (text: string) => TextMark[];

const key = new PluginKey<DecorationSet>('highlights');

/**
 * The editor's text as the highlighter reads it, and where each of its characters is in the
 * document: text nodes' characters in order, a '\n' between blocks.
 */
function textWithPositions(doc: ProseMirrorNode): { text: string; positions: number[] } {
  let text = '';
  const positions: number[] = [];
  doc.descendants((node, position) => {
    if (node.isBlock && text.length > 0 && !text.endsWith('\n')) {
      text += '\n';
      positions.push(position);
    }
    if (node.isText) {
      const value = node.text ?? '';
      text += value;
      for (let index = 0; index < value.length; index += 1) positions.push(position + index);
    }
    return true;
  });
  return { text, positions };
}

function decorationsOf(doc: ProseMirrorNode, highlight: Highlighter | null): DecorationSet {
  if (!highlight) return DecorationSet.empty;
  const { text, positions } = textWithPositions(doc);
  const decorations: Decoration[] = [];
  for (const mark of highlight(text)) {
    const from = positions[mark.start];
    const last = positions[mark.end - 1];
    if (from === undefined || last === undefined) continue;
    decorations.push(Decoration.inline(from, last + 1, { class: 'privacy-mark' }));
    decorations.push(
      Decoration.widget(from, () => {
        const label = document.createElement('span');
        label.className = 'sr-only';
        label.textContent = mark.label;
        return label;
      }),
    );
  }
  return DecorationSet.create(doc, decorations);
}

/**
 * Marks what `highlight` finds in the text as it is typed (the case study's privacy review). The
 * highlighter is read from the extension's storage, so the extensions stay the same object and a
 * new one applies at the next change (`refreshHighlights` applies it at once).
 */
export const Highlights = Extension.create<unknown, { highlight: Highlighter | null }>({
  name: 'highlights',
  addStorage() {
    return { highlight: null };
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: (_, state) => decorationsOf(state.doc, storage.highlight),
          apply: (transaction, previous, _, state) =>
            transaction.docChanged || transaction.getMeta(key) ? decorationsOf(state.doc, storage.highlight) : previous.map(transaction.mapping, transaction.doc),
        },
        props: {
          decorations: (state) => key.getState(state),
        },
      }),
    ];
  },
});

/** Marks again after the highlighter changed (or was set). */
export const refreshMeta = key;
