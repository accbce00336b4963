import { ArticlesListScreen } from '../../features/articles/components/articles-list-screen';

export default function ArticlesListRoute() {
  return <ArticlesListScreen />;
}
