#include "session/camera_view.h"

namespace bsp {

RenderView make_render_view(const Camera& camera, int width, int height, float far_plane) {
    RenderView v;
    v.view = camera.view_matrix();
    v.projection = camera.projection(width, height, far_plane);
    v.eye = camera.position;
    v.width = width;
    v.height = height;
    return v;
}

}  // namespace bsp
