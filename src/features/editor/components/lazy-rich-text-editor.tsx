import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap is heavy: it is fetched only when a form with the editor is shown.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton className={props.roomy ? 'h-[25rem] w-full rounded-lg sm:h-[33rem]' : 'h-[15.25rem] w-full rounded-lg'} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
