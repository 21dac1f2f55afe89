import { ContentsController } from '#admin/contents_controller'

/** /admin/api/posts — the Content resource's posts. */
export default class AdminPostsController extends ContentsController {
  protected kind = 'POST' as const
}
