import { UsersRound } from 'lucide-react';
import { PagedListScreen } from '../../../components/ui/paged-list-screen';
import { useMembersInfinite } from '../api/get-members';
import { MemberCard, MemberCardSkeleton } from './member-card';

const useMembersMatching = (q: string) => useMembersInfinite({ q });

export function MembersListScreen() {
  return (
    <PagedListScreen
      title="Comunidade de Terapeutas"
      intro="Conheça os terapeutas ocupacionais que partilham conhecimento na Rede TO."
      useItems={useMembersMatching}
      search={{ label: 'Pesquisar terapeutas', placeholder: 'Pesquisar por nome, especialidade ou localização' }}
      className="lg:grid-cols-4"
      itemKey={(member) => member.id}
      renderItem={(member) => <MemberCard member={member} />}
      skeleton={<MemberCardSkeleton />}
      skeletonCount={6}
      errorTitle="Falha ao carregar os membros"
      empty={{ icon: <UsersRound />, title: 'Nenhum terapeuta encontrado', description: 'Ainda não há membros na comunidade.' }}
    />
  );
}
