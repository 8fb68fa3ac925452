import { describe, expect, it } from 'vitest';
import { matchDepartments } from './departments.ts';

const deps = ['Engineering', 'Sales', 'Customer Support', 'Operations', 'Finance', 'People & HR', 'Marketing', 'Warehouse', 'IT'].map(
  (name) => ({
    id: name,
    name,
  }),
);
const match = (text: string) => matchDepartments(text, deps);

describe('departments', () => {
  it('finds names and their obvious variants', () => {
    expect(match('The engineers never hear from sales.')).toEqual(['Engineering', 'Sales']);
    expect(match('Ask the support team or the helpdesk.')).toEqual(['Customer Support']);
    expect(match('HR never answers, and the people team is on leave.')).toEqual(['People & HR']);
    expect(match('The warehouses and the ops team')).toEqual(['Operations', 'Warehouse']);
  });

  it('does not match everyday words that only look like department names', () => {
    expect(match('My manager gives me no support and the people here are kind.')).toEqual([]);
    expect(match('We worked 12 hrs and it was long.')).toEqual([]);
  });

  it('matches an acronym that is also a word only in capitals', () => {
    expect(match('IT has not fixed my laptop')).toEqual(['IT']);
    expect(match('it is broken')).toEqual([]);
  });
});
