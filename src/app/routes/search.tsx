import { SearchScreen } from '../../features/search/components/search-screen';

export default function SearchRoute() {
  return <SearchScreen />;
}
