/** The printable badge (issue 21): CR80 PDF cards, front and back; see badge.renderer.ts. */
export type { BadgeData, BadgeLanguage } from './badge.types';
export { badgeQrText, renderBadges, CARD_HEIGHT, CARD_WIDTH } from './badge.renderer';
