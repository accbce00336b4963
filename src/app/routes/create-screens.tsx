// The three publishing screens (events, job offers, volunteering offers): one route file, so that
// the app's route table names one chunk and one list of its dependencies instead of three
// (decision 060); the three are one form with three configurations.
export { CreateEventScreen, CreateOpportunityScreen, CreateVolunteeringScreen } from '../../features/publishing/components/create-screen';
