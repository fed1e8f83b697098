import type { GlobalStyleObject } from '@chakra-ui/react';
import { DIFFICULTY_COLOURS, OTHER_DIFFICULTY, STATUS_COLOURS } from '../components/badge-colours';

const byAttribute = (attribute: string, colours: Record<string, { bg: string; color: string }>) =>
  Object.fromEntries(Object.entries(colours).map(([value, style]) => [`&[${attribute}="${value}"]`, style]));

/**
 * Styles of elements the home page renders by the dozen, by class name, in Chakra's global
 * stylesheet (built once at build time into index.html, decision 035): the phone's trail card
 * (trail-card-compact.tsx) and every trail picture. With style props, each of the 80 cards'
 * ~16 elements had its styles resolved in the browser as the list filled in, most of the home
 * page's main-thread work on a phone (decision 047). The rules are the ones Chakra's components
 * and recipes gave those elements (Box, Flex, Heading, Link, Text, HStack, Badge, IconButton),
 * written with the same tokens, so both colour modes and the focus ring stay as they were.
 */
export const classStyles = (): GlobalStyleObject => ({
  '.sr-only': { srOnly: true },
  '.trail-picture': { width: 'full', height: 'full', objectFit: 'cover' },
  '.compact-card': {
    position: 'relative',
    bg: 'bg.panel',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border',
    boxShadow: 'xs',
  },
  // Laid out and painted only near the screen (decision 044); 90 px: the content inside its padding.
  '.compact-card__row': {
    display: 'flex',
    gap: '3',
    p: '3',
    alignItems: 'center',
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 90px',
  },
  '.compact-card__thumb': {
    w: '20',
    h: '20',
    flexShrink: 0,
    borderRadius: 'lg',
    overflow: 'hidden',
    bg: 'gray.200',
  },
  '.compact-card__text': { flex: '1', minW: '0' },
  '.compact-card__title': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md', lineHeight: 'short' },
  // The link's ::after covers the card, so the whole row is one 44 px+ tap target.
  '.compact-card__link': {
    display: 'flex',
    alignItems: 'center',
    outline: 'none',
    gap: '1.5',
    cursor: 'pointer',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    color: 'fg',
    minH: '44px',
    _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
    _after: { content: '""', position: 'absolute', inset: 0, borderRadius: 'xl' },
  },
  '.compact-card__place': { fontSize: 'sm', color: 'fg.muted', truncate: true },
  '.compact-card__chips': {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: '2',
    mt: '1',
    fontSize: 'sm',
    color: 'fg',
  },
  '.compact-card__badge': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textStyle: 'xs',
    minH: '5',
    borderRadius: 'full',
    ...OTHER_DIFFICULTY,
    '&[data-difficulty]': { px: '2.5', py: '0.5', fontWeight: 'semibold' },
    '&[data-status]': { px: '1.5', fontWeight: 'medium' },
    ...byAttribute('data-difficulty', DIFFICULTY_COLOURS),
    ...byAttribute('data-status', STATUS_COLOURS),
  },
  '.compact-card__rating': { display: 'flex', alignItems: 'center', gap: '1' },
  '.compact-card__away': { fontWeight: 'medium' },
  '.compact-card__fav': { position: 'relative', zIndex: '1', flexShrink: 0 },
  // Chakra's IconButton (size sm) with the favourite button's own colours, a thumb's 44 x 44 px.
  '.compact-card__heart': {
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    position: 'relative',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'button',
    flexShrink: '0',
    outline: '0',
    lineHeight: '1.2',
    isolation: 'isolate',
    fontWeight: 'medium',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    focusVisibleRing: 'outside',
    focusRingColor: 'brand.600',
    textStyle: 'sm',
    gap: '2',
    h: '9',
    minW: '44px',
    minH: '44px',
    p: '0',
    borderRadius: 'full',
    bg: 'white',
    color: 'gray.700',
    boxShadow: 'md',
    '&[aria-pressed="true"]': { color: 'red.600' },
    _hover: { bg: 'red.50', color: 'red.600' },
    _icon: { flexShrink: '0', width: '4', height: '4', fontSize: '1.2em' },
  },
});
