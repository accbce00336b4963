import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { CreateEventScreen, CreateOpportunityScreen, CreateVolunteeringScreen, EDIT_PATH, EditItemScreen } from './create-screen';
import { QuestionWriterScreen } from './question-writer';
import { WriterRouteScreen } from './writer-screen';

/** The pages where members publish, by path (PUBLISHING_PATHS). */
const SCREENS: Record<string, ComponentType> = {
  '/criar-evento': CreateEventScreen,
  '/criar-oportunidade': CreateOpportunityScreen,
  '/criar-voluntariado': CreateVolunteeringScreen,
};

/**
 * Every publishing page as one screen, chosen by its path: the app's route table, which is in the
 * home page's JavaScript (a budget of its own, decision 060), then needs one screen and one line for
 * all of them. The writer's page serves articles and protocols, new or edited; the creation forms
 * of events and offers, filled with one, edit it.
 */
export function PublishingScreen() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/perguntas/')) return <QuestionWriterScreen key={pathname} />;
  const edit = EDIT_PATH.exec(pathname);
  if (edit) return <EditItemScreen key={pathname} kind={edit[1]!} id={Number(edit[2])} />;
  const Screen = SCREENS[pathname] ?? WriterRouteScreen;
  return <Screen />;
}
