import type { NewsMerchant } from '../../../domain/news/newsMerchant';
import type { NewsPost } from '../../../domain/news/NewsPost';

/** Posts of the store's blog, per store code, in the store's language. Listed in no particular order. */
export const NEWS_CATALOGUE: Readonly<Record<NewsMerchant, readonly NewsPost[]>> = {
  shop_en: [
    {
      title: 'Shop online without sharing your bank card',
      description:
        'A prepaid virtual card keeps your bank details private: load it once, spend it online, and nothing else is exposed.',
      url: 'https://news.example.com/en/shop-online-without-sharing-your-bank-card',
      date: '2026-03-02',
    },
    {
      title: 'Five tips to spot a fake online shop',
      description:
        'Check the address bar, the legal notice and the reviews before you pay: our checklist for safer shopping this spring.',
      url: 'https://news.example.com/en/five-tips-to-spot-a-fake-online-shop',
      date: '2026-02-16',
    },
    {
      title: 'Why your card expires after twelve months',
      description:
        'Every prepaid card is valid for twelve months. Here is what happens to your balance and how to move it before the end.',
      url: 'https://news.example.com/en/why-your-card-expires-after-twelve-months',
      date: '2026-01-27',
    },
    {
      title: 'Gift a card that works everywhere online',
      description:
        'Birthdays, graduations or a simple thank you: a virtual card arrives in minutes and can be used wherever the scheme is accepted.',
      url: 'https://news.example.com/en/gift-a-card-that-works-everywhere-online',
      date: '2025-12-10',
    },
    {
      title: 'Identity checks explained in three minutes',
      description:
        'Why we ask for an identity document above 50 euros, what happens to your data, and how long the check usually takes.',
      url: 'https://news.example.com/en/identity-checks-explained',
      date: '2025-11-18',
    },
    {
      title: 'Block a card in one tap',
      description:
        'Lost track of where you used your card? Block it instantly from your account and unblock it just as fast when you are sure.',
      url: 'https://news.example.com/en/block-a-card-in-one-tap',
      date: '2025-10-05',
    },
  ],
  shop_fr: [
    {
      title: 'Achetez en ligne sans partager votre carte bancaire',
      description:
        'Une carte prépayée virtuelle garde vos coordonnées bancaires privées : chargez-la une fois, payez en ligne, rien d’autre n’est exposé.',
      url: 'https://news.example.com/fr/achetez-en-ligne-sans-partager-votre-carte-bancaire',
      date: '2026-03-02',
    },
    {
      title: 'Cinq conseils pour repérer une fausse boutique en ligne',
      description:
        'Vérifiez l’adresse, les mentions légales et les avis avant de payer : notre liste pour des achats plus sûrs ce printemps.',
      url: 'https://news.example.com/fr/cinq-conseils-pour-reperer-une-fausse-boutique',
      date: '2026-02-16',
    },
    {
      title: 'Pourquoi votre carte expire après douze mois',
      description:
        'Chaque carte prépayée est valable douze mois. Voici ce que devient votre solde et comment le transférer avant la fin.',
      url: 'https://news.example.com/fr/pourquoi-votre-carte-expire-apres-douze-mois',
      date: '2026-01-27',
    },
    {
      title: 'Offrez une carte qui fonctionne partout en ligne',
      description:
        'Anniversaire, diplôme ou simple merci : une carte virtuelle arrive en quelques minutes et s’utilise partout où le réseau est accepté.',
      url: 'https://news.example.com/fr/offrez-une-carte-qui-fonctionne-partout',
      date: '2025-12-10',
    },
    {
      title: 'La vérification d’identité expliquée en trois minutes',
      description:
        'Pourquoi nous demandons une pièce d’identité au-delà de 50 euros, ce que deviennent vos données et combien de temps cela prend.',
      url: 'https://news.example.com/fr/verification-identite-expliquee',
      date: '2025-11-18',
    },
    {
      title: 'Bloquez une carte en un geste',
      description:
        'Vous ne savez plus où vous avez utilisé votre carte ? Bloquez-la depuis votre compte et débloquez-la tout aussi vite.',
      url: 'https://news.example.com/fr/bloquez-une-carte-en-un-geste',
      date: '2025-10-05',
    },
  ],
};
