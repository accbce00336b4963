import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/input';
import { useCommunities } from '../api/communities';

/** The writers' 'Comunidade' hint: where an item posted in a community is read. */
export const COMMUNITY_FIELD_HINT = 'Opcional. Publica também na página da comunidade; numa comunidade fechada, só os membros a leem.';

/**
 * The writers' 'Comunidade' select (docs/rules/communities.md): the whole portal (empty value), or
 * one of the communities the member is in; `current` keeps the item's own community listed when
 * the member has left it since. Use it controlled, so that a prefilled choice shows once the
 * options arrive.
 */
export function CommunitySelect({ current, ...props }: ComponentProps<'select'> & { current?: number | null }) {
  const { data: communities = [], isPending } = useCommunities();
  const mine = communities.filter((community) => community.membership === 'member' || community.membership === 'moderator' || community.id === current);
  return (
    <Select {...props}>
      <option value="">{isPending ? 'A carregar comunidades…' : 'Nenhuma: toda a Rede TO'}</option>
      {mine.map((community) => (
        <option key={community.id} value={String(community.id)}>
          {community.name}
          {community.visibility === 'closed' ? ' (fechada)' : ''}
        </option>
      ))}
    </Select>
  );
}
