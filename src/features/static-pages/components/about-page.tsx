import { SUPPORT_EMAIL } from '#contract/contact-types';
import { BookOpen, HeartHandshake, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StaticPage, StaticSection, TextLink } from './static-page';

const VALUES = [
  { icon: BookOpen, title: 'Conhecimento partilhado', text: 'A prática baseada na evidência cresce quando artigos, protocolos e estudos de caso circulam entre colegas.' },
  { icon: Users, title: 'Comunidade', text: 'Terapeutas ocupacionais de todo o país, dos estudantes aos profissionais com décadas de experiência.' },
  { icon: ShieldCheck, title: 'Rigor e ética', text: 'Conteúdos profissionais, respeito pelos direitos de autor e pela privacidade de utentes e membros.' },
  { icon: HeartHandshake, title: 'Proximidade', text: 'Eventos, vagas e voluntariado que aproximam a profissão das pessoas e das instituições.' },
];

const FAQ = [
  {
    q: 'Quem pode registar-se na Rede TO?',
    a: 'Terapeutas ocupacionais, estudantes de Terapia Ocupacional e outros profissionais interessados na área. O registo é gratuito.',
  },
  {
    q: 'Preciso de conta para ler os conteúdos?',
    a: 'Os visitantes podem consultar as listas, os resumos e os perfis dos membros. O texto integral dos artigos e protocolos e os PDF anexos estão disponíveis para membros com sessão iniciada.',
  },
  {
    q: 'Como publico um artigo ou protocolo?',
    a: 'Depois de iniciar sessão, abra o seu perfil e escolha a secção correspondente em «As minhas publicações». Pode anexar uma imagem de capa e um PDF.',
  },
  {
    q: 'O meu e-mail fica visível para outros membros?',
    a: 'Não, a não ser que o decida mostrar no seu perfil. Mesmo nesse caso, só membros com sessão iniciada o podem ver.',
  },
];

export function AboutPage() {
  return (
    <StaticPage
      title="Sobre a Rede TO"
      intro="A Rede TO é o portal da comunidade de terapeutas ocupacionais em Portugal: um lugar para partilhar conhecimento, encontrar colegas e fazer crescer a profissão."
    >
      <StaticSection id="missao" title="A nossa missão">
        <p>
          Queremos que cada terapeuta ocupacional tenha acesso fácil a conteúdos de qualidade e a uma rede de colegas com quem aprender. A Rede TO reúne artigos científicos, protocolos clínicos,
          eventos, ofertas de emprego e oportunidades de voluntariado, escritos e partilhados pela própria comunidade.
        </p>
      </StaticSection>
      <StaticSection id="valores" title="Os nossos valores">
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-4">
                <Icon className="size-6 text-brand-700" aria-hidden="true" />
                <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </StaticSection>
      <StaticSection id="como-funciona" title="Como funciona">
        <ol className="list-decimal space-y-2 pl-6">
          <li>Crie a sua conta gratuita e complete o seu perfil profissional.</li>
          <li>Leia artigos e protocolos na íntegra, guarde os que lhe interessam e comente.</li>
          <li>Partilhe o seu conhecimento: publique artigos, protocolos, eventos, vagas e voluntariado.</li>
          <li>Encontre colegas na comunidade e inscreva-se em eventos.</li>
        </ol>
        <p>
          Saiba mais em <TextLink to="/how-it-works">Como funciona</TextLink>.
        </p>
      </StaticSection>
      <StaticSection id="faq" title="Perguntas frequentes">
        <dl className="space-y-4">
          {FAQ.map(({ q, a }) => (
            <div key={q}>
              <dt className="font-semibold text-slate-900">{q}</dt>
              <dd className="mt-1 text-slate-700">{a}</dd>
            </div>
          ))}
        </dl>
      </StaticSection>
      <StaticSection id="contactos" title="Contactos">
        <p>
          Escreva-nos para{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2">
            {SUPPORT_EMAIL}
          </a>{' '}
          ou use o <TextLink to="/contact">formulário de contacto</TextLink>. Estamos em Beja, Portugal, e respondemos de segunda a sexta, das 9h às 18h.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild>
            <Link to="/register">Juntar-me à comunidade</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contactar-nos</Link>
          </Button>
        </div>
      </StaticSection>
    </StaticPage>
  );
}
