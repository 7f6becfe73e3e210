/** A demo product's title and description in Hindi. */
export interface HindiProductText {
  title: string;
  description: string;
}
