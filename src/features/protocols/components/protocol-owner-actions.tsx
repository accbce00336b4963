import type { Protocol } from '#contract/protocols-types';
import { DeleteItemButton, EditItemLink, useItemPermissions } from '../../../components/ui/item-owner-actions';

/** 'Editar' (the writer's page) for the protocol's author, 'Eliminar' for the author and moderators. */
export default function ProtocolOwnerActions({ protocol }: { protocol: Protocol }) {
  const { own, mayDelete } = useItemPermissions(protocol.authorId);
  if (!mayDelete) return null;
  return (
    <>
      {own && <EditItemLink to={`/protocolos/${protocol.id}/editar`} />}
      <DeleteItemButton
        collection="/api/protocols"
        id={protocol.id}
        listPath="/protocols"
        question="Eliminar este protocolo?"
        done="Protocolo eliminado"
        refresh={['/api/categories', '/api/users', '/api/search', '/api/me/activity', '/api/saved-items']}
      />
    </>
  );
}
