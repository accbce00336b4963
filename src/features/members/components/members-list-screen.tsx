import { UsersRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSearchForm, useListQuery } from '../../../components/ui/list-search-form';
import { ListPageHeader, PagedGrid } from '../../../components/ui/paged-grid';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMembersInfinite } from '../api/get-members';
import { MemberCard, MemberCardSkeleton } from './member-card';

export function MembersListScreen() {
  usePageTitle('Comunidade de Terapeutas');
  const [q, setQ] = useListQuery();
  const members = useMembersInfinite({ q });
  const searching = q !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title="Comunidade de Terapeutas"
        intro="Conheça os terapeutas ocupacionais que partilham conhecimento na Rede TO."
      />
      <div className="mb-6">
        <ListSearchForm label="Pesquisar terapeutas" placeholder="Pesquisar por nome, especialidade ou localização" />
      </div>
      <PagedGrid
        query={members}
        className="lg:grid-cols-4"
        itemKey={(member) => member.id}
        renderItem={(member) => <MemberCard member={member} />}
        skeleton={<MemberCardSkeleton />}
        skeletonCount={6}
        errorTitle="Falha ao buscar usuários"
        empty={
          <EmptyState
            icon={<UsersRound />}
            title="Nenhum terapeuta encontrado"
            description={searching ? 'Tente outros termos de pesquisa.' : 'Ainda não há membros na comunidade.'}
          >
            {searching && (
              <Button variant="outline" onClick={() => setQ('')}>
                Limpar pesquisa
              </Button>
            )}
          </EmptyState>
        }
      />
    </div>
  );
}
