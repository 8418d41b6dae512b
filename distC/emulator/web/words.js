/**
 * Vocabulary of the synthetic web. Topic words name pages (and so drive search, map ranking and extract);
 * filler words per language make up body text. Lists are kept as space-separated text for compactness.
 */
const list = (text) => text.trim().split(/\s+/);
/** Words that name page topics, shared by all languages so a query finds pages on every site. */
export const TOPIC_WORDS = list(`
  widget gadget engine pipeline crawler parser storage network cluster sensor battery camera garden kitchen
  bicycle travel coffee music recipe weather finance market health fitness science quantum neural compiler
  database graph stream cache queue router socket cipher ledger rocket satellite ocean forest mountain harbor
  library museum theater festival airport railway bridge tutorial release pricing security privacy careers
  support install upgrade benchmark`);
/** Filler words per language tag. */
export const FILLER_WORDS = {
    en: list(`the a of and to in is for with on that this by from it as data system team people simple fast
    reliable modern open small large every new first better works builds runs keeps makes shows helps uses page
    service result option value feature guide example detail change`),
    de: list(`der die das und zu in ist für mit auf dass diese von aus es Daten System Team Menschen einfach
    schnell zuverlässig modern offen klein groß jeder neu erste besser läuft baut hält macht zeigt hilft nutzt
    Seite Dienst Ergebnis Option Wert Funktion Anleitung Beispiel Änderung`),
    fr: list(`le la les de et à en est pour avec sur que ce par du il données système équipe gens simple rapide
    fiable moderne ouvert petit grand chaque nouveau premier meilleur fonctionne construit garde fait montre
    aide utilise page service résultat option valeur fonction guide exemple`),
    es: list(`el la los de y a en es para con sobre que este por del lo datos sistema equipo gente simple rápido
    fiable moderno abierto pequeño grande cada nuevo primero mejor funciona construye guarda hace muestra ayuda
    usa página servicio resultado opción valor función guía ejemplo`),
};
/** Languages a site can be written in. */
export const LANGUAGES = ['en', 'de', 'fr', 'es'];
/** Weights of {@link LANGUAGES}. */
export const LANGUAGE_WEIGHTS = [6, 2, 1, 1];
/** og:locale of each language. */
export const LOCALES = {
    en: 'en_US',
    de: 'de_DE',
    fr: 'fr_FR',
    es: 'es_ES',
};
/** Country codes whose searchers prefer a language (search ranks pages in it first). */
export const COUNTRY_LANGUAGE = {
    US: 'en',
    GB: 'en',
    AU: 'en',
    CA: 'en',
    DE: 'de',
    AT: 'de',
    CH: 'de',
    FR: 'fr',
    BE: 'fr',
    ES: 'es',
    MX: 'es',
};
/** Author names. */
export const AUTHORS = [
    'Ada Park',
    'Bruno Keller',
    'Chloé Martin',
    'Diego Romero',
    'Emma Stone',
    'Farid Haddad',
    'Grace Liu',
    'Hugo Weber',
    'Inès Dubois',
    'Jonas Berg',
    'Kara Singh',
    'Lucía Torres',
];
