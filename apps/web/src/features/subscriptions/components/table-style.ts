/** A flush card's table: 13 px cells whose first and last columns line up with the card title's 24 px inset. */
export const edgeToEdge = {
  '& td, & th': { fontSize: 13 },
  '& td:first-of-type, & th:first-of-type': { pl: 3 },
  '& td:last-of-type, & th:last-of-type': { pr: 3 },
} as const;
