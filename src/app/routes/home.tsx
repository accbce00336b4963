import { RecentArticles } from '../../features/articles/components/recent-articles';
import { CategoryGrid } from '../../features/categories/components/category-grid';
import { HomeScreen } from '../../features/home/components/home-screen';
import { FeaturedMembers } from '../../features/members/components/featured-members';
import { FeaturedProtocols } from '../../features/protocols/components/featured-protocols';
import { recentArticlesQuery, RECENT_ARTICLES_ON_HOME } from '../../features/articles/api/get-recent-articles';
import { categoriesQuery } from '../../features/content/api/get-categories';
import { FEATURED_MEMBERS_ON_HOME, featuredMembersQuery } from '../../features/members/api/get-featured-members';
import { FEATURED_PROTOCOLS_ON_HOME, recentProtocolsQuery } from '../../features/protocols/api/get-recent-protocols';
import { load, type ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = ({ queryClient }) =>
  Promise.all([
    load(queryClient, categoriesQuery),
    load(queryClient, recentArticlesQuery(RECENT_ARTICLES_ON_HOME)),
    load(queryClient, recentProtocolsQuery(FEATURED_PROTOCOLS_ON_HOME)),
    load(queryClient, featuredMembersQuery(FEATURED_MEMBERS_ON_HOME)),
  ]);

export default function HomeRoute() {
  return <HomeScreen categories={<CategoryGrid />} recentArticles={<RecentArticles />} featuredProtocols={<FeaturedProtocols />} featuredMembers={<FeaturedMembers />} />;
}
