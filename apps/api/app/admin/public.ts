/*
 * What other domains may use of the console's API: react-admin's simple-rest list conventions,
 * for the read-models each domain keeps in its console.ts.
 */
export {
  parseListQuery,
  answerList,
  searchText,
  idFilter,
  idsFilter,
  recordId,
  sortableColumns,
  findOr404,
  whereFilters,
  type ListQuery,
} from '#admin/simple_rest'
