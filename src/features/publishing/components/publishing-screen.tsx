import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { CreateEventScreen, CreateOpportunityScreen, CreateVolunteeringScreen } from './create-screen';
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
 * all of them. The writer's page serves articles and protocols, new or edited.
 */
export function PublishingScreen() {
  const Screen = SCREENS[useLocation().pathname] ?? WriterRouteScreen;
  return <Screen />;
}
