import { useNavigate } from 'react-router';
import { CreatePageLayout } from '../../features/publishing/components/create-page-layout';
import { OpportunityForm } from '../../features/publishing/components/offer-form';

export default function CreateOpportunityPage() {
  const navigate = useNavigate();
  return (
    <CreatePageLayout title="Publicar Vaga" intro="Partilhe uma oferta de emprego para terapeutas ocupacionais." backTo="/oportunidades" backLabel="Voltar às oportunidades">
      <OpportunityForm onSuccess={(opportunity) => navigate(`/oportunidades/${opportunity.id}`)} onCancel={() => navigate('/oportunidades')} />
    </CreatePageLayout>
  );
}
