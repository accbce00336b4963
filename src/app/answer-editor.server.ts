// The Worker's stand-in for answer-editor.ts: the editor is drawn after hydration only
// (src/features/questions/components/question-detail-screen.tsx), so the server draws nothing.
import type { ComponentType } from 'react';
import type { AnswerFormProps } from '../features/questions/components/answer-form';

export const loadAnswerEditor = () => Promise.resolve<{ default: ComponentType<AnswerFormProps> }>({ default: () => null });
