import { SearchScreen } from '../../features/search/components/search-screen';
import { categoriesQuery } from '../../features/content/api/get-categories';
import { searchQuery } from '../../features/search/api/search';
import { load, type ScreenData } from '../../lib/screen-data';
import { listQueryOf } from '../../components/ui/list-search-form';

/** The results (none to fetch without words) and the categories of the search form. */
export const screenData: ScreenData = ({ queryClient, url }) => {
  const category = url.searchParams.get('category') ?? '';
  return Promise.all([load(queryClient, categoriesQuery), load(queryClient, searchQuery({ q: listQueryOf(url.searchParams).trim(), category: category || undefined }))]);
};

export default function SearchRoute() {
  return <SearchScreen />;
}
