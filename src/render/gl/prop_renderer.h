#pragma once
// Draws placed models (Map::prop_models at Map::prop_placements): the batches of a
// PropFrame (render/prop_plan.h), one instanced call per (model, skin, mesh).
// Everything heavy happens once in load(): every model's vertices and indices in one
// buffer pair, the baked per-vertex light in a buffer texture. A frame writes the
// visible placements' transforms and light into the instance buffer (upload()), then
// draws in two passes: the opaque and alpha-tested meshes between the world's opaque
// and blended surfaces (so glass and water in front of a prop still cover it), the
// translucent ones after the world, blended without writing depth.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "assets/material.h"
#include "map/map.h"
#include "render/prop_plan.h"
#include "render/render_settings.h"
#include "render/gl/shader_program.h"

namespace bsp {

struct PropDrawStats {
    uint32_t draw_calls = 0;
    uint64_t triangles = 0;
};

class PropRenderer {
public:
    PropRenderer() = default;
    ~PropRenderer();
    PropRenderer(const PropRenderer&) = delete;
    PropRenderer& operator=(const PropRenderer&) = delete;

    // Uploads the map's models and baked vertex light; nothing when it places none.
    void load(const Map& map);
    bool empty() const { return model_first_vertex_.empty(); }

    // How a material is drawn and the GL texture it shows (the world's: props share
    // its material table), by Map::materials index.
    using MaterialLookup = std::function<const ResolvedMaterial&(int32_t)>;
    using TextureLookup = std::function<GLuint(int32_t)>;
    // The GL texture of a Map image (0: none), for the look's extra textures ($detail, $selfillummask).
    using ImageLookup = std::function<GLuint(int32_t)>;
    // This frame's instances, once per frame before its passes.
    void upload(const Map& map, const PropFrame& frame);
    // One pass into the bound framebuffer, depth-tested against what is drawn.
    enum class Pass { Opaque, Translucent };
    // The distance fog the next draws are fogged with (the world pass's); none when empty.
    void set_fog(const std::optional<LinearFog>& fog) { fog_ = fog; }
    // Depth tested GEQUAL (the 3D sky pass's reversed range, SceneRenderer::render) or LEQUAL.
    void set_reversed_depth(bool reversed) { reversed_depth_ = reversed; }
    PropDrawStats draw(const Map& map, const PropFrame& frame, const RenderView& view, const RenderSettings& settings,
                       Pass pass, const MaterialLookup& material, const TextureLookup& texture,
                       const ImageLookup& image);

private:
    struct Instance {
        glm::vec4 model[4];
        glm::vec3 ambient[6];
        int32_t light_base;
    };
    static_assert(sizeof(Instance) == 35 * 4);
    void point_instances(size_t first_instance);

    // prop.frag's variants (its #defines), compiled on first use: the view, the alpha
    // test, unlit (UnlitGeneric), gamma and fog. Each pixel runs only its own path: the
    // 3D sky's screen-filling cloud dome is a prop, so on a software rasterizer every
    // instruction counts. A shader that may discard (ALPHA_TEST) keeps such a
    // rasterizer from testing depth and stencil before it shades, so it is its own variant.
    struct Program {
        ShaderProgram program;
        GLint u_fog_color = -1, u_fog_params = -1;
        GLint u_clip = -1, u_base_vertex = -1, u_vertex_light = -1, u_texture = -1, u_inv_gamma = -1,
              u_exposure = -1, u_wire = -1, u_tint = -1, u_self_illum = -1, u_tc_s = -1, u_tc_t = -1,
              u_detail = -1, u_detail_scale = -1, u_detail_blend = -1, u_self_illum_mask = -1;
        void locate();
    };
    static std::string program_defines(int key);
    ShaderVariants<Program, int> programs_{"prop.vert", "prop.frag"};  // by the key use_program() makes
    int frame_key_ = 0;  // the frame's part of the key (view, gamma, fog)
    int used_ = -1;      // the key of the program in use
    // `no_fog`: the material's $nofog drops the frame's fog from the key.
    const Program& use_program(int material_key, bool no_fog, const RenderSettings& settings, const glm::mat4& clip);
    std::optional<LinearFog> fog_;
    bool reversed_depth_ = false;
    GLuint vao_ = 0, vbo_ = 0, ibo_ = 0, instance_vbo_ = 0, light_buffer_ = 0, light_texture_ = 0;
    size_t instance_capacity_ = 0;
    // Per-vertex light past this many texels (GL_MAX_TEXTURE_BUFFER_SIZE; GL 3.3 promises
    // 65536) cannot be fetched: those placements are lit by their ambient cube instead.
    uint32_t max_light_texels_ = 0;
    std::vector<uint32_t> model_first_vertex_, model_first_index_;  // by Map::prop_models index
    std::vector<Instance> instances_;  // this frame's, batch by batch
};

}  // namespace bsp
