/* What other domains may use of the console's API: react-admin's simple-rest list conventions (issue 16's legends). */
export { parseListQuery, answerList, type ListQuery } from '#admin/simple_rest'
