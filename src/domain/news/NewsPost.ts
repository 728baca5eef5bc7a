export interface NewsPost {
  title: string;
  description: string;
  url: string;
  /** YYYY-MM-DD */
  date: string;
}
