import { projectInitials } from './project-initials';

describe('projectInitials', () => {
  it.each([
    ['Салон «Жасмин»', 'СЖ'],
    ['ბარბერშოპი თბილისი ცენტრი', 'ბთ'],
    ['  fit   club 24 ', 'FC'],
    ['🍕 pizza', 'P'],
    ['', ''],
  ])('%j reads %j', (name, initials) => {
    expect(projectInitials(name)).toBe(initials);
  });
});
