import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { nextStepClicked, searchTextChanged, selectPublicSite, serviceAdded, serviceRemoved } from '../publicSiteSlice';
import '../../../components/layouts/site.css';
import { InlineIcon } from '../../../components/InlineIcon';

function SearchIcon() {
  return (
    <InlineIcon
      size={16}
      path="M909.6 854.5L649.9 594.8C690.2 542.7 712 479 712 412c0-80.2-31.3-155.4-87.9-212.1-56.6-56.7-132-87.9-212.1-87.9s-155.5 31.3-212.1 87.9C143.2 256.5 112 331.8 112 412c0 80.1 31.3 155.5 87.9 212.1C256.5 680.8 331.8 712 412 712c67 0 130.6-21.8 182.7-62l259.7 259.6a8.2 8.2 0 0011.6 0l43.6-43.5a8.2 8.2 0 000-11.6zM570.4 570.4C528 612.7 471.8 636 412 636s-116-23.3-158.4-65.6C211.3 528 188 471.8 188 412s23.3-116.1 65.6-158.4C296 211.3 352.2 188 412 188s116.1 23.2 158.4 65.6S636 352.2 636 412s-23.3 116.1-65.6 158.4z"
    />
  );
}

function CloseIcon() {
  return (
    <InlineIcon
      size={14}
      path="M563.8 512l262.5-312.9c4.4-5.2.7-13.1-6.1-13.1h-79.8c-4.7 0-9.2 2.1-12.3 5.7L511.6 449.8 295.1 191.7c-3-3.6-7.5-5.7-12.3-5.7H203c-6.8 0-10.5 7.9-6.1 13.1L459.4 512 196.9 824.9A7.95 7.95 0 00203 838h79.8c4.7 0 9.2-2.1 12.3-5.7l216.5-258.1 216.5 258.1c3 3.6 7.5 5.7 12.3 5.7h79.8c6.8 0 10.5-7.9 6.1-13.1L563.8 512z"
    />
  );
}

/**
 * Home hero search (spec §2/§4): typing searches the catalogue; a dropdown lists up to 7 services, each with
 * Adicionar; the picks are listed with remove buttons; Próximo Passo goes to /demanda. Plain markup and CSS: the home
 * page loads no antd (ADR 0121).
 */
export function HomeSearch() {
  const dispatch = useAppDispatch();
  const { search, selected } = useAppSelector(selectPublicSite);
  const open = search.text.trim().length > 0;

  return (
    <div className="home-search">
      <div>
        <div className="home-search-field">
          <SearchIcon />
          <input
            type="search"
            name="busca"
            aria-label="Buscar serviços ou NRs"
            placeholder="Ex.: PGR, PCMSO, NR-35, laudo de insalubridade"
            value={search.text}
            onChange={(event) => dispatch(searchTextChanged(event.target.value))}
          />
        </div>
        {open ? (
          // In the flow (not floating): it pushes the picks down instead of covering their remove buttons.
          <div className="site-card site-card-small home-search-results">
            {search.loading && search.results.length === 0 ? (
              <div className="site-spinner site-spinner-inline" role="status">
                <span className="site-spinner-dot" aria-hidden="true" />
                <span>Buscando...</span>
              </div>
            ) : search.results.length === 0 ? (
              <p className="home-search-empty">Nenhum serviço encontrado</p>
            ) : (
              <ul role="listbox" aria-label="Serviços encontrados" className="home-list">
                {search.results.map((result) => {
                  const already = selected.some((s) => s.id === result.id);
                  return (
                    <li key={result.id} role="option" aria-selected={already} className="home-row">
                      <span>{result.title}</span>
                      <button
                        type="button"
                        className="site-button site-button-primary site-button-small"
                        disabled={already}
                        aria-label={`Adicionar ${result.title}`}
                        onClick={() => dispatch(serviceAdded({ id: result.id, name: result.title }))}
                      >
                        + Adicionar
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        ) : null}
      </div>
      <section className="site-card site-card-small home-selected" aria-labelledby="home-selected-title">
        <h2 id="home-selected-title" className="site-card-title">
          Serviços selecionados
        </h2>
        {selected.length === 0 ? (
          <p className="home-muted" style={{ margin: 0 }}>
            Busque e adicione os serviços de que sua empresa precisa.
          </p>
        ) : (
          <ul aria-label="Serviços selecionados" className="home-list">
            {selected.map((service) => (
              <li key={service.id} className="home-row">
                <span>{service.name}</span>
                <button
                  type="button"
                  className="site-button site-button-icon"
                  aria-label={`Remover ${service.name}`}
                  onClick={() => dispatch(serviceRemoved(service.id))}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="site-button site-button-primary site-button-large site-button-block"
          disabled={selected.length === 0}
          style={{ marginTop: 16 }}
          onClick={() => dispatch(nextStepClicked())}
        >
          Próximo Passo
        </button>
      </section>
    </div>
  );
}
