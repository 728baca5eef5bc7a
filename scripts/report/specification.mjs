// The sections of the product specification (kept outside this repository) and the tags that cite
// them in the feature files: @spec-N for a section, @spec-2-<screen> for a subsection of section 2.

/** @typedef {{ tag: string, number?: string, en: string, fr: string, subsections?: Section[] }} Section */

/** @type {Section[]} */
export const SECTIONS = [
  {
    tag: '@spec-1',
    number: '1',
    en: 'What the product does and for whom',
    fr: 'Ce que fait le produit, et pour qui',
  },
  {
    tag: '@spec-2',
    number: '2',
    en: 'Screens and routes',
    fr: 'Écrans et routes',
    subsections: [
      { tag: '@spec-2-authorization', en: 'Authorization screen', fr: 'Écran de connexion et d’inscription' },
      {
        tag: '@spec-2-registration',
        en: 'Verification and registration flow',
        fr: 'Parcours de vérification et d’inscription',
      },
      { tag: '@spec-2-kyc', en: 'KYC screen', fr: 'Écran de vérification d’identité (KYC)' },
      {
        tag: '@spec-2-kyc-upgrade',
        en: 'KYC upgrade info',
        fr: 'Informations sur la vérification d’identité complète',
      },
      { tag: '@spec-2-cards', en: 'Cards screen', fr: 'Écran des cartes' },
      { tag: '@spec-2-transaction-detail', en: 'Transaction detail', fr: 'Détail d’une transaction' },
      { tag: '@spec-2-orders', en: 'Orders screen', fr: 'Écran des commandes' },
      {
        tag: '@spec-2-payment',
        en: 'Payment and order result screens',
        fr: 'Écrans de paiement et de résultat de la commande',
      },
      {
        tag: '@spec-2-block-deactivate',
        en: 'Card block and deactivate',
        fr: 'Blocage et désactivation d’une carte',
      },
      { tag: '@spec-2-layouts', en: 'Layouts and menu', fr: 'Mises en page et menu' },
      { tag: '@spec-2-error-pages', en: 'Error pages', fr: 'Pages d’erreur' },
    ],
  },
  { tag: '@spec-3', number: '3', en: 'Entities and fields', fr: 'Entités et champs' },
  { tag: '@spec-4', number: '4', en: 'States and transitions', fr: 'États et transitions' },
  { tag: '@spec-5', number: '5', en: 'Validation rules', fr: 'Règles de validation' },
  { tag: '@spec-6', number: '6', en: 'Roles and permissions', fr: 'Rôles et droits' },
  { tag: '@spec-7', number: '7', en: 'Calls', fr: 'Appels' },
  { tag: '@spec-8', number: '8', en: 'Error catalogue', fr: 'Catalogue des erreurs' },
  { tag: '@spec-9', number: '9', en: 'Business constants and limits', fr: 'Constantes et limites métier' },
];

/** Every tag that cites the specification, sections and subsections. */
export const SPEC_TAGS = new Set(
  SECTIONS.flatMap((section) => [section.tag, ...(section.subsections ?? []).map((sub) => sub.tag)]),
);

/** Whether a tag claims to cite the specification (and so must be one of SPEC_TAGS). */
export const citesSpecification = (tag) => tag.startsWith('@spec-');
