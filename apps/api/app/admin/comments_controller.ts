import { ContentsController } from '#admin/contents_controller'

/** /admin/api/comments — the Content resource's comments (under posts and legends). */
export default class AdminCommentsController extends ContentsController {
  protected kind = 'COMMENT' as const
}
