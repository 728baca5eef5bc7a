// The living documentation's own pages: the features by capability (index), the traceability to the
// specification, and the French-language scenarios. Every text they show goes through html`…`,
// which escapes it (html.mjs).
import { readFileSync } from 'node:fs';
import { html, styleElement, toDocument } from './html.mjs';
import { capabilityName, LABELS } from './labels.mjs';
import { PROFILES } from './runs.mjs';
import { citesSpecification, SECTIONS, SPEC_TAGS } from './specification.mjs';

const STYLE = readFileSync(new URL('living-documentation.css', import.meta.url), 'utf8');

/** The page's frame: language, title, style sheet, the report's navigation, then the page. */
function page({ lang, title, root, current, otherLanguageHref, body }) {
  const labels = LABELS[lang];
  const home = lang === 'en' ? 'index.html' : 'fr/index.html';
  const traceability = lang === 'en' ? 'traceability.html' : 'fr/tracabilite.html';
  const link = (href, text, name) =>
    html`<li><a href="${root}${href}" ${current === name ? html`aria-current="page"` : ''}>${text}</a></li>`;
  return toDocument(
    html`<html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} — ${labels.documentation} — ${labels.product}</title>
        ${styleElement(STYLE)}
      </head>
      <body>
        <header class="banner">
          <p class="product">${labels.product} · ${labels.documentation}</p>
          <nav aria-label="${labels.navigation}">
            <ul>
              ${link(home, labels.features, 'features')}
              ${link(traceability, labels.traceability, 'traceability')}
              <li>
                <a
                  href="${otherLanguageHref}"
                  lang="${labels.otherLanguage.lang}"
                  hreflang="${labels.otherLanguage.lang}"
                  >${labels.otherLanguage.text}</a
                >
              </li>
            </ul>
          </nav>
        </header>
        <main>${body}</main>
      </body>
    </html>`,
  );
}

/** A result as text and colour (never the colour alone). */
function status(lang, value) {
  if (value === 'absent') return html`<span class="absent" title="${LABELS[lang].status.absent}">—</span>`;
  return html`<span class="status status-${value}">${LABELS[lang].status[value]}</span>`;
}

/** The scenario's result on a profile: its status, 'absent' when that profile did not run it, 'notRun' when the profile did not run at all. */
const resultOn = (runs, scenario, profile) =>
  scenario.results[profile]?.status ?? (runs.ran.includes(profile) ? 'absent' : 'notRun');

/** "12 passed, 1 failed", in the page's language: the counts that are not zero (passed always). */
function tally(lang, found) {
  const words = LABELS[lang].counted;
  return [
    `${found.passed} ${words.passed(found.passed)}`,
    found.failed > 0 ? `${found.failed} ${words.failed(found.failed)}` : null,
    found.pending > 0 ? `${found.pending} ${words.pending(found.pending)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function counts(scenarios, profile) {
  const found = { passed: 0, failed: 0, pending: 0 };
  for (const scenario of scenarios) {
    const result = scenario.results[profile];
    if (result) found[result.status] += 1;
  }
  return found;
}

/** One line per profile: how many scenarios ran, passed, failed and wait for a screen. */
function runSummary(runs, scenarios, lang, caption) {
  const labels = LABELS[lang];
  return html`<table class="summary">
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${labels.profile}</th>
        <th scope="col">${labels.scenarios}</th>
        <th scope="col">${labels.columns.passed}</th>
        <th scope="col">${labels.columns.failed}</th>
        <th scope="col">${labels.columns.pending}</th>
      </tr>
    </thead>
    <tbody>
      ${PROFILES.map(({ id }) => {
        const profile = labels.profiles[id];
        const name = html`<th scope="row"><strong>${profile.name}</strong> — ${profile.what}</th>`;
        if (!runs.ran.includes(id))
          return html`<tr>
            ${name}
            <td colspan="4">${status(lang, 'notRun')}</td>
          </tr>`;
        const found = counts(scenarios, id);
        const total = found.passed + found.failed + found.pending;
        return html`<tr class="${found.failed > 0 ? 'has-failures' : ''}">
          ${name}
          <td>${total}</td>
          <td>${found.passed}</td>
          <td>${found.failed > 0 ? status(lang, 'failed') : ''} ${found.failed}</td>
          <td>${found.pending}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** An outline's row, told by its values: " — amount: 50.00, language: French". */
const exampleText = (scenario) =>
  scenario.example.length === 0
    ? ''
    : ` — ${scenario.example.map(({ name, value }) => `${name}: ${value}`).join(', ')}`;

const capabilitiesOf = (features) => [...new Set(features.map((feature) => feature.capability))];

/** Where a capability's detailed results on a profile are (Cucumber's report), from the report's root. */
export const cucumberPageOf = (profile, capability) => `${profile}/${capability}.html`;

function detailLinks(runs, features, capability, lang, root) {
  const labels = LABELS[lang];
  const profiles = PROFILES.map(({ id }) => id).filter((id) =>
    features.some(
      (feature) => feature.capability === capability && feature.scenarios.some((s) => s.results[id]),
    ),
  );
  if (profiles.length === 0) return '';
  return html`<p class="details-links">
    ${labels.details}:
    ${profiles.map(
      (id, index) =>
        html`${index > 0 ? ' · ' : ''}<a href="${root}${cucumberPageOf(id, capability)}"
            >${capabilityName(capability, lang)}, ${labels.detailsOn(id)}</a
          >`,
    )}
  </p>`;
}

function sectionsCited(tags, lang) {
  const names = [];
  for (const section of SECTIONS) {
    if (tags.includes(section.tag)) names.push(`${section.number}. ${section[lang]}`);
    for (const sub of section.subsections ?? []) {
      if (tags.includes(sub.tag)) names.push(`${section.number}. ${sub[lang]}`);
    }
  }
  return names;
}

/** A table's column headers, one per profile. */
function profileColumnHeaders(lang) {
  return PROFILES.map(({ id }) => html`<th scope="col">${LABELS[lang].profiles[id].name}</th>`);
}

/** A scenario's row cells, its result on each profile. */
function profileResultCells(runs, scenario, lang) {
  return PROFILES.map(({ id }) => html`<td>${status(lang, resultOn(runs, scenario, id))}</td>`);
}

function scenarioTable(runs, scenarios, lang, caption) {
  const labels = LABELS[lang];
  return html`<table class="scenarios">
    <caption class="visually-hidden">
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${labels.scenario}</th>
        ${profileColumnHeaders(lang)}
      </tr>
    </thead>
    <tbody>
      ${scenarios.map(
        (scenario) =>
          html`<tr>
            <th scope="row" lang="en">${scenario.name}${exampleText(scenario)}</th>
            ${profileResultCells(runs, scenario, lang)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function featureSummaryBadges(runs, feature, lang) {
  return PROFILES.filter(({ id }) => runs.ran.includes(id)).map(({ id }) => {
    const found = counts(feature.scenarios, id);
    const total = found.passed + found.failed + found.pending;
    if (total === 0) return '';
    const worst = found.failed > 0 ? 'failed' : found.pending > 0 ? 'pending' : 'passed';
    return html`<span class="badge status-${worst}"
      >${LABELS[lang].profiles[id].name}: ${tally(lang, found)}</span
    >`;
  });
}

/** index.html: every feature, grouped by capability, with each scenario's result on both profiles. */
export function indexPage(runs, generatedAt) {
  const lang = 'en';
  const labels = LABELS[lang];
  const all = runs.features.flatMap((feature) => feature.scenarios);
  const capabilities = capabilitiesOf(runs.features);
  return page({
    lang,
    title: labels.features,
    root: '',
    current: 'features',
    otherLanguageHref: 'fr/index.html',
    body: html`<h1>${labels.documentation}: what the shop does</h1>
      <p>
        Every feature file of the shop, grouped by capability (the folders under <code>features/</code>), and
        how each scenario fared in the last run, on both profiles. “Pending a screen” marks a scenario written
        for a screen that is not built yet (tagged <code>@pending-screen</code>): it is not counted as passed.
        The steps of each scenario, its error when it failed, and the screenshots the ui profile took are on
        the detailed pages linked under each capability. ${labels.generated} ${generatedAt}.
      </p>
      ${runSummary(runs, all, lang, labels.lastRun)}
      <nav aria-label="Capabilities" class="toc">
        <h2>Capabilities</h2>
        <ul>
          ${capabilities.map(
            (capability) =>
              html`<li><a href="#capability-${capability}">${capabilityName(capability, lang)}</a></li>`,
          )}
        </ul>
      </nav>
      ${capabilities.map((capability) => {
        const features = runs.features.filter((feature) => feature.capability === capability);
        return html`<section
          id="capability-${capability}"
          class="capability"
          aria-labelledby="heading-${capability}"
        >
          <h2 id="heading-${capability}">
            ${capabilityName(capability, lang)} <span class="folder">features/${capability}/</span>
          </h2>
          ${detailLinks(runs, runs.features, capability, lang, '')}
          ${features.map((feature) => {
            const failing = feature.scenarios.some((scenario) =>
              Object.values(scenario.results).some((result) => result.status === 'failed'),
            );
            const cited = sectionsCited(feature.tags, lang);
            return html`<details class="feature" ${failing ? html`open` : ''}>
              <summary>
                <h3>${feature.name}</h3>
                ${featureSummaryBadges(runs, feature, lang)}
              </summary>
              <p class="description">${feature.description}</p>
              ${cited.length > 0 ? html`<p class="cites">${labels.specification}: ${cited.join('; ')}</p>` : ''}
              ${scenarioTable(runs, feature.scenarios, lang, `${labels.scenarios}: ${feature.name}`)}
            </details>`;
          })}
        </section>`;
      })}`,
  });
}

/** The scenarios that cite a tag, with their feature. */
function citing(features, tag) {
  return features.flatMap((feature) =>
    feature.scenarios
      .filter((scenario) => scenario.tags.includes(tag))
      .map((scenario) => ({ feature, scenario })),
  );
}

function tracedScenarios(runs, found, lang, root, caption) {
  const labels = LABELS[lang];
  return html`<table class="scenarios">
    <caption class="visually-hidden">
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${labels.feature}</th>
        <th scope="col">${labels.scenario}</th>
        ${profileColumnHeaders(lang)}
      </tr>
    </thead>
    <tbody>
      ${found.map(({ feature, scenario }, index) => {
        // The feature's cell spans its scenarios' rows.
        const first = index === 0 || found[index - 1]?.feature !== feature;
        const rows = found.slice(index).findIndex((entry) => entry.feature !== feature);
        const span = rows === -1 ? found.length - index : rows;
        return html`<tr>
          ${
            first
              ? html`<td lang="en" rowspan="${span}">
                  <a
                    href="${root}${cucumberPageOf(Object.keys(scenario.results)[0] ?? 'application', feature.capability)}"
                    >${feature.name}</a
                  >
                </td>`
              : ''
          }
          <th scope="row">
            <span lang="en">${scenario.name}${exampleText(scenario)}</span>${
              lang === 'fr' && scenario.french ? html` <span class="language">(${labels.french})</span>` : ''
            }
          </th>
          ${profileResultCells(runs, scenario, lang)}
        </tr>`;
      })}
    </tbody>
  </table>`;
}

function tracedSection(runs, section, found, lang, root, level) {
  const labels = LABELS[lang];
  const id = section.tag.slice(1);
  const heading =
    level === 2
      ? html`<h2 id="${id}">${section.number}. ${section[lang]}</h2>`
      : html`<h3 id="${id}">${section[lang]}</h3>`;
  const title = `${section.number ?? ''} ${section[lang]}`.trim();
  return html`<section class="${found.length === 0 ? 'uncovered' : 'covered'}" aria-labelledby="${id}">
    ${heading}
    <p class="tag">${labels.scenarios}: <code>${section.tag}</code> (${found.length})</p>
    ${
      found.length === 0
        ? html`<p class="uncovered-note">${status(lang, 'uncovered')} ${labels.uncovered}</p>`
        : tracedScenarios(runs, found, lang, root, `${labels.citedBy}: ${title}`)
    }
  </section>`;
}

/** Tags that look like citations of the specification but name none of its sections (a typo). */
export function unknownSpecTags(runs) {
  const unknown = new Map();
  for (const feature of runs.features) {
    for (const scenario of feature.scenarios) {
      for (const tag of scenario.tags) {
        if (citesSpecification(tag) && !SPEC_TAGS.has(tag)) {
          unknown.set(tag, [...(unknown.get(tag) ?? []), `${feature.uri}:${scenario.line}`]);
        }
      }
    }
  }
  return unknown;
}

/** traceability.html (and its French twin): each section of the specification and the scenarios that cite it. */
export function traceabilityPage(runs, generatedAt, lang) {
  const labels = LABELS[lang];
  const root = lang === 'en' ? '' : '../';
  // The French report traces the scenarios it shows: those that drive the shop in French.
  const features = lang === 'en' ? runs.features : frenchFeatures(runs);
  const rows = SECTIONS.flatMap((section) => [
    { section, level: 2, found: section.subsections ? null : citing(features, section.tag) },
    ...(section.subsections ?? []).map((sub) => ({
      section: { ...sub, number: section.number },
      level: 3,
      found: citing(features, sub.tag),
    })),
  ]);
  const unknown = unknownSpecTags(runs);
  const intro =
    lang === 'en'
      ? html`<p>
          Each section of the product specification (kept outside this repository), with the subsections of
          section 2, the scenarios tagged for it (<code>@spec-N</code>, and <code>@spec-2-…</code> for a
          screen of section 2), and their results on both profiles. A section that no scenario cites is shown
          in red. The feature links open the detailed results of the feature’s capability. ${labels.generated}
          ${generatedAt}.
        </p>`
      : html`<p>
          Chaque section de la spécification du produit (tenue hors de ce dépôt), avec les sous-sections de la
          section 2, les scénarios en français qui la citent par leurs étiquettes (<code>@spec-N</code>, et
          <code>@spec-2-…</code> pour un écran de la section 2) et leurs résultats sur les deux profils. Une
          section qu’aucun scénario en français ne cite est en rouge : la traçabilité de tous les scénarios
          est sur <a href="../traceability.html" lang="en" hreflang="en">la page en anglais</a>. Les scénarios
          gardent leur texte anglais, tel qu’il est écrit. ${labels.generated} ${generatedAt}.
        </p>`;
  return page({
    lang,
    title: labels.traceability,
    root,
    current: 'traceability',
    otherLanguageHref: lang === 'en' ? 'fr/tracabilite.html' : '../traceability.html',
    body: html`<h1>${labels.traceability}</h1>
      ${intro}
      <table class="summary">
        <caption>
          ${labels.specification}
        </caption>
        <thead>
          <tr>
            <th scope="col">${labels.section}</th>
            <th scope="col">${labels.scenarios}</th>
            ${profileColumnHeaders(lang)}
          </tr>
        </thead>
        <tbody>
          ${rows.map(({ section, level, found }) => {
            const list =
              found ??
              section.subsections
                .flatMap((sub) => citing(features, sub.tag))
                .concat(citing(features, section.tag));
            const unique = [...new Map(list.map((entry) => [entry.scenario.key, entry])).values()];
            const scenarios = unique.map((entry) => entry.scenario);
            return html`<tr class="${unique.length === 0 ? 'uncovered' : ''} level-${level}">
              <th scope="row">
                <a href="#${section.tag.slice(1)}"
                  >${level === 2 ? `${section.number}. ` : ''}${section[lang]}</a
                >
              </th>
              <td>${unique.length === 0 ? status(lang, 'uncovered') : unique.length}</td>
              ${PROFILES.map(({ id }) => {
                if (!runs.ran.includes(id)) return html`<td>${status(lang, 'notRun')}</td>`;
                const found = counts(scenarios, id);
                if (found.passed + found.failed + found.pending === 0)
                  return html`<td>${status(lang, 'absent')}</td>`;
                return html`<td class="${found.failed > 0 ? 'has-failures' : ''}">${tally(lang, found)}</td>`;
              })}
            </tr>`;
          })}
        </tbody>
      </table>
      ${
        unknown.size > 0
          ? html`<section class="uncovered" aria-labelledby="unknown-tags">
              <h2 id="unknown-tags">${labels.unknownTags}</h2>
              <ul>
                ${[...unknown].map(([tag, where]) => html`<li><code>${tag}</code>: ${where.join(', ')}</li>`)}
              </ul>
            </section>`
          : ''
      }
      ${SECTIONS.map((section) => {
        if (!section.subsections)
          return tracedSection(runs, section, citing(features, section.tag), lang, root, 2);
        const whole = citing(features, section.tag);
        return html`<section class="with-subsections" aria-labelledby="${section.tag.slice(1)}">
          <h2 id="${section.tag.slice(1)}">${section.number}. ${section[lang]}</h2>
          ${
            whole.length > 0
              ? html`<h3>${labels.asWhole}</h3>
                  ${tracedScenarios(runs, whole, lang, root, labels.asWhole)}`
              : ''
          }
          ${section.subsections.map((sub) =>
            tracedSection(runs, { ...sub, number: section.number }, citing(features, sub.tag), lang, root, 3),
          )}
        </section>`;
      })}`,
  });
}

/** The steps of a scenario on a profile, each with its result, the error of a failed one, and its screenshots. */
function stepList(result, screenshotFile, lang) {
  const labels = LABELS[lang];
  return html`<ol class="steps">
    ${result.steps.map((step) => {
      const files = step.screenshots.map(screenshotFile);
      return html`<li class="step step-${step.status}">
        <span lang="en"><strong class="keyword">${step.keyword}</strong> ${step.text}</span>
        <span
          class="status status-${step.status === 'passed' ? 'passed' : step.status === 'failed' ? 'failed' : 'pending'}"
          >${labels.stepStatus[step.status] ?? step.status}</span
        >
        ${step.error ? html`<pre lang="en" class="error">${step.error}</pre>` : ''}
        ${files.map(
          (file) =>
            html`<figure>
              <a href="../${file}"
                ><img
                  src="../${file}"
                  width="640"
                  alt="${lang === 'fr' ? 'Écran après l’étape' : 'The screen after the step'} « ${step.keyword} ${step.text} »"
              /></a>
            </figure>`,
        )}
      </li>`;
    })}
  </ol>`;
}

function frenchScenario(runs, scenario, screenshotFile, headingLevel) {
  const lang = 'fr';
  const labels = LABELS[lang];
  const heading =
    headingLevel === 4
      ? html`<h4><span lang="en">${scenario.name}</span></h4>`
      : html`<h5>
          ${scenario.french ? 'En français' : 'En anglais, pour comparer'} :
          <span lang="en">${scenario.example.map(({ name, value }) => `${name}: ${value}`).join(', ')}</span>
        </h5>`;
  return html`<article class="scenario ${scenario.french ? 'in-french' : 'in-english'}">
    ${heading}
    <ul class="results">
      ${PROFILES.map(
        ({ id }) =>
          html`<li>${labels.profiles[id].name} : ${status(lang, resultOn(runs, scenario, id))}</li>`,
      )}
    </ul>
    ${PROFILES.filter(({ id }) => scenario.results[id]).map(
      ({ id }) =>
        html`<details ${scenario.results[id].status === 'failed' || id === 'ui' ? html`open` : ''}>
          <summary>${labels.details} — ${labels.detailsOn(id)}</summary>
          ${stepList(scenario.results[id], screenshotFile, lang)}
        </details>`,
    )}
  </article>`;
}

/**
 * The features of the French report: the scenarios that drive the shop in French, and the other
 * rows of an Examples table that has French ones (played in both languages, both are shown).
 */
function frenchFeatures(runs) {
  const outlinesInFrench = new Set(
    runs.features.flatMap((feature) =>
      feature.scenarios.filter((s) => s.french && s.outline).map((s) => s.outline),
    ),
  );
  const shown = (scenario) =>
    scenario.french || (scenario.outline !== null && outlinesInFrench.has(scenario.outline));
  return runs.features
    .map((feature) => ({ ...feature, scenarios: feature.scenarios.filter(shown) }))
    .filter((feature) => feature.scenarios.length > 0);
}

/**
 * fr/index.html: the scenarios that drive the shop in French, by capability and feature; an
 * Examples table played in both languages shows its English rows beside the French ones.
 */
export function frenchPage(runs, generatedAt, screenshotFile) {
  const lang = 'fr';
  const labels = LABELS[lang];
  const features = frenchFeatures(runs);
  const french = features.flatMap((feature) => feature.scenarios.filter((scenario) => scenario.french));
  return page({
    lang,
    title: 'Les scénarios en français',
    root: '../',
    current: 'features',
    otherLanguageHref: '../index.html',
    body: html`<h1>${labels.documentation} : la boutique en français</h1>
      <p>
        Les scénarios qui font parler la boutique en français, groupés par capacité et par fonctionnalité,
        avec leur résultat sur les deux profils, leurs étapes et les captures d’écran prises par le profil ui.
        Les fichiers de fonctionnalités sont écrits en anglais : leurs textes sont montrés tels quels. Quand
        un tableau d’exemples est joué dans les deux langues, ses exemples en anglais sont montrés à côté des
        exemples en français. « En attente d’un écran » désigne un scénario écrit pour un écran pas encore
        construit (étiquette
        <code>@pending-screen</code>) : il ne compte pas comme réussi. ${labels.generated} ${generatedAt}.
      </p>
      ${runSummary(runs, french, lang, `${labels.lastRun} : les ${french.length} scénarios en français`)}
      ${capabilitiesOf(features).map(
        (capability) =>
          html`<section class="capability" aria-labelledby="fr-${capability}">
            <h2 id="fr-${capability}">${capabilityName(capability, lang)}</h2>
            ${detailLinks(runs, runs.features, capability, lang, '../')}
            ${features
              .filter((feature) => feature.capability === capability)
              .map((feature) => {
                const groups = [];
                for (const scenario of feature.scenarios) {
                  const last = groups.at(-1);
                  if (scenario.outline && last && last.outline === scenario.outline) last.rows.push(scenario);
                  else groups.push({ outline: scenario.outline, rows: [scenario] });
                }
                return html`<section class="feature" aria-labelledby="fr-${feature.uri}">
                  <h3 id="fr-${feature.uri}">${labels.feature} : <span lang="en">${feature.name}</span></h3>
                  <p class="description" lang="en">${feature.description}</p>
                  ${groups.map((group) =>
                    group.outline && group.rows.some((row) => !row.french)
                      ? html`<section class="outline">
                          <h4><span lang="en">${group.rows[0].keyword}: ${group.rows[0].name}</span></h4>
                          <p>
                            Ce plan de scénario est joué en français et en anglais : les deux sont montrés.
                          </p>
                          ${[...group.rows]
                            .sort((a, b) => Number(b.french) - Number(a.french))
                            .map((row) => frenchScenario(runs, row, screenshotFile, 5))}
                        </section>`
                      : group.rows.map((row) => frenchScenario(runs, row, screenshotFile, 4)),
                  )}
                </section>`;
              })}
          </section>`,
      )}`,
  });
}
