// The answer's editor on a question's page (src/app/routes/questions.tsx), as the browser loads it.
// The Worker's build takes answer-editor.server.ts instead (the `workerd` condition of
// `#answer-editor` in package.json), which keeps TipTap out of the Worker, as
// client-only-screens.ts does for the writer's pages.
export const loadAnswerEditor = () => import('../features/questions/components/answer-form');
