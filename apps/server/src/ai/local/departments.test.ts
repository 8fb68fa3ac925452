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

  it('finds a department from the work it describes, with words no other department shares', () => {
    expect(match('Two forklifts out of action and pallets everywhere')).toEqual(['Warehouse']);
    expect(match('my laptop dies every time I join the VPN')).toEqual(['IT']);
    expect(match('Expense claims take six weeks to be reimbursed')).toEqual(['Finance']);
    expect(match('The quota went up again and commission went down')).toEqual(['Sales']);
    expect(match('Every deploy on a Friday breaks staging')).toEqual(['Engineering']);
  });

  it('does not take everyday words for a department', () => {
    expect(match('My supervisor keeps picking on me and the team leads laugh')).toEqual([]);
    expect(match('The wifi drops when the tickets pile up')).toEqual(['IT']);
  });

  it('matches an acronym that is also a word only in capitals', () => {
    expect(match('IT has not fixed my laptop')).toEqual(['IT']);
    expect(match('it is broken')).toEqual([]);
  });
});
