// The publishing pages (events, job offers, volunteering offers; the writer's page of articles and
// protocols, new or edited): one route file and one screen, chosen by the path, so that the app's
// route table names one chunk and one list of its dependencies (decision 060).
export { PublishingScreen } from '../../features/publishing/components/publishing-screen';
