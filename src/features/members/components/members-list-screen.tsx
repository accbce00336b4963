import { UsersRound } from 'lucide-react';
import { ListFilterSelect, PagedListScreen, useListFilter } from '../../../components/ui/paged-list-screen';
import { VerifiedBadge } from '../../../components/ui/member-link';
import { useMembersInfinite, VERIFIED_PARAM } from '../api/get-members';
import { MemberCard, MemberCardSkeleton } from './member-card';

const VERIFIED_OPTIONS = [{ value: '1', label: 'Só terapeutas verificados' }] as const;

function useMembersMatching(q: string) {
  // Any value of `?verificados=` filters, as the route's data reads it.
  const [verified] = useListFilter(VERIFIED_PARAM);
  return useMembersInfinite({ q, verified: verified !== '' });
}

export function MembersListScreen() {
  return (
    <PagedListScreen
      title="Comunidade de terapeutas"
      intro="Conheça os terapeutas ocupacionais que partilham conhecimento na Rede TO."
      useItems={useMembersMatching}
      search={{ label: 'Pesquisar terapeutas', placeholder: 'Pesquisar por nome, especialidade ou localização' }}
      filters={<ListFilterSelect param={VERIFIED_PARAM} label="Verificação" anyLabel="Todos os membros" options={VERIFIED_OPTIONS} />}
      className="lg:grid-cols-4"
      itemKey={(member) => member.id}
      renderItem={(member) => <MemberCard member={member} badge={<VerifiedBadge member={member} iconOnly className="ml-1.5 align-[-2px]" />} />}
      skeleton={<MemberCardSkeleton />}
      skeletonCount={6}
      errorTitle="Falha ao carregar os membros"
      empty={{ icon: <UsersRound />, title: 'Nenhum terapeuta encontrado', description: 'Ainda não há membros na comunidade.' }}
    />
  );
}
