import { PreviewGrid } from '../../../components/ui/preview-grid';
import { FEATURED_MEMBERS_ON_HOME, useFeaturedMembers } from '../api/get-featured-members';
import { MemberCard, MemberCardSkeleton } from './member-card';

/** A few therapists of the directory (the home page's 'Terapeutas em destaque'). */
export function FeaturedMembers() {
  return (
    <PreviewGrid
      query={useFeaturedMembers(FEATURED_MEMBERS_ON_HOME)}
      count={FEATURED_MEMBERS_ON_HOME}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      itemKey={(member) => member.id}
      renderItem={(member) => <MemberCard member={member} />}
      skeleton={<MemberCardSkeleton />}
      errorText="Falha ao carregar os membros"
      emptyTitle="Nenhum membro encontrado"
    />
  );
}
