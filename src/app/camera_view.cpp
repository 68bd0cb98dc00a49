#include "app/camera_view.h"

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

Camera camera_from_options(const CliOptions& options, const Map& map) {
    Camera c = default_camera(map, options.fov);
    if (options.position) c.position = *options.position;
    if (options.angles) {
        c.pitch = options.angles->x;
        c.yaw = options.angles->y;
        c.roll = options.angles->z;
    } else if (options.position) {
        c.pitch = c.yaw = c.roll = 0;  // a bare position keeps Quake's default view angles
    }
    c.fov_x = options.fov;
    return c;
}

}  // namespace bsp
