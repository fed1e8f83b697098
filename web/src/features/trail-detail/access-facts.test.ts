import { describe, expect, it } from 'vitest';
import { UNKNOWN_ACCESS } from '@trailfinder/shared-types';
import { accessFacts, accessSummary } from './access-facts';

const card = (over: Partial<typeof UNKNOWN_ACCESS>) => ({ ...UNKNOWN_ACCESS, ...over });

describe('the access card in words', () => {
  it('says nothing it does not know', () => {
    expect(accessFacts(UNKNOWN_ACCESS, null)).toEqual({
      pass: null,
      passNote: null,
      payAt: null,
      payUrl: null,
      hours: null,
      rules: [],
      phone: null,
      trailhead: null,
      sources: [],
    });
    expect(accessFacts(undefined, null).pass).toBeNull();
  });

  it('words the pass and its price in rand', () => {
    expect(accessFacts(card({ priceRand: 0 }), null).pass).toBe('Free to ride');
    expect(accessFacts(card({ permitRequired: true, priceRand: 80 }), null).pass).toBe('Needed: R80');
    expect(accessFacts(card({ permitRequired: true, priceRand: 60.5 }), null).pass).toBe('Needed: R60.50');
    expect(accessFacts(card({ permitRequired: true }), null).pass).toBe('Needed: price not known yet');
    expect(accessFacts(card({ permitRequired: false }), null).pass).toBe('Not needed');
  });

  it('links only http(s) payment pages and dials the emergency number', () => {
    const facts = accessFacts(
      card({ payAt: ['gate', 'card'], payUrl: 'https://pay.example.co.za/x', emergencyPhone: '+27 (21) 555-0100' }),
      [-25.092, 30.786],
    );
    expect(facts.payAt).toBe('At the gate, Card');
    expect(facts.payUrl).toBe('https://pay.example.co.za/x');
    expect(facts.phone).toEqual({ text: '+27 (21) 555-0100', href: 'tel:+27215550100' });
    expect(facts.trailhead).toBe('-25.0920, 30.7860');
    expect(accessFacts(card({ payUrl: 'javascript:alert(1)' }), null).payUrl).toBeNull();
    expect(accessFacts(card({ openingHours: '06:00 - 18:00' }), null).hours).toBe('Daily 06:00-18:00 (SA time)');
  });

  it('says the pass and the hours in one line, each not known yet when the card does not say', () => {
    expect(accessSummary(undefined)).toBe('Permit not known yet · hours not known yet');
    expect(accessSummary(card({ priceRand: 0 }))).toBe('Free to ride · hours not known yet');
    expect(accessSummary(card({ permitRequired: true }))).toBe('Permit needed · hours not known yet');
    expect(accessSummary(card({ permitRequired: true, priceRand: 80, openingHours: '06:00 - 18:00' }))).toBe(
      'Permit needed (R80) · open 06:00-18:00',
    );
    expect(accessSummary(card({ permitRequired: false }))).toBe('No permit needed · hours not known yet');
    expect(accessSummary(card({ priceRand: 50 }))).toBe('Day pass R50 · hours not known yet');
  });
});
