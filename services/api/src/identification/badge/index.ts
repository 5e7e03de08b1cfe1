export type { BadgeData, BadgeLanguage } from './badge.types';
export { badgeQrText, renderBadges, CARD_HEIGHT, CARD_WIDTH } from './badge.renderer';
