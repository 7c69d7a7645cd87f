import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { promisesContacts } from '@conectasst/common/rules/pageRules';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../components/layouts/PublicLayout';
import { paths } from '../../config/paths';
import { HomeSearch } from '../../features/public/components/HomeSearch';
import { DemandReceiptNotice } from '../../features/requester/components/DemandReceiptNotice';
import { contentRequested, homeOpened, selectPublicSite } from '../../features/public/publicSiteSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { usePageTitle } from '../../hooks/usePageTitle';

const providerCategories = [
  'Técnicos(as) de Segurança do Trabalho',
  'Engenheiros(as) de Segurança do Trabalho',
  'Médicos(as) do Trabalho',
  'Enfermeiros(as) do Trabalho',
  'Clínicas de Medicina Ocupacional',
  'Higienistas Ocupacionais',
  'Ergonomistas',
  'Consultorias em SST e e-Social',
  'Instrutores(as) de treinamentos NR',
];

/**
 * / — hero with the catalogue search and the picks for /demanda, then how it works, who provides, and the sign-up call.
 * Plain markup and CSS (site.css): the home route loads no antd, which keeps its JavaScript within the budget
 * (issue #19 item 4, ADR 0121).
 */
export function HomeScreen() {
  const dispatch = useAppDispatch();
  const { home, loading } = useAppSelector(selectPublicSite);
  usePageTitle('Serviços de Saúde e Segurança do Trabalho');
  useEffect(() => {
    dispatch(homeOpened());
    dispatch(contentRequested('home'));
  }, [dispatch]);
  const steps = home ? [home.item1, home.item2, home.item3] : [];

  return (
    <PublicLayout>
      <DemandReceiptNotice />
      <section id="header" className="home-hero">
        {/* The header's logo already shows the name: the page's h1 names it for screen readers and search engines
            only, and the admin's title leads the hero (issue #35 item 9). */}
        <h1 className="site-visually-hidden">ConectaSST</h1>
        {home ? (
          <>
            <h2 className="site-h2">{home.title}</h2>
            <p className="home-lead">{home.subtitle}</p>
          </>
        ) : loading.home ? (
          <p className="home-lead" aria-busy="true">
            Carregando...
          </p>
        ) : null}
        <HomeSearch />
        {home && promisesContacts(home.subtitle) ? null : (
          <p className="home-free">Receba até {MAX_SUBSCRIBERS} contatos de prestadores, gratuitamente.</p>
        )}
      </section>

      {home ? (
        <section className="site-card home-section">
          <h2 className="site-h2">Sobre nós</h2>
          <p style={{ fontSize: 16, marginBottom: 0 }}>{home.about}</p>
        </section>
      ) : null}

      <h2 className="site-h2">Como funciona</h2>
      <div className="home-steps">
        {steps.map((step, index) => (
          <div key={index} className="site-card">
            <h3 className="home-step-title">{`Passo ${index + 1}`}</h3>
            {step}
          </div>
        ))}
      </div>

      <h2 className="site-h2">Quem atende</h2>
      <ul className="home-tags">
        {providerCategories.map((category) => (
          <li key={category} className="home-tag">
            {category}
          </li>
        ))}
      </ul>

      <section className="site-card home-provider-call">
        <h2 className="site-h2">É prestador de serviços de SST?</h2>
        <p style={{ fontSize: 16 }}>
          Cadastre-se grátis, receba demandas da sua região e fique com 100% do valor negociado. Sem mensalidade e sem
          comissão.
        </p>
        <Link to={paths.signup} className="site-button site-button-primary site-button-large">
          Cadastre-se grátis
        </Link>
      </section>
    </PublicLayout>
  );
}
