#pragma once
// Draws Quake 3 fog volumes over the surfaces in them (render/fog_volumes.h): after
// the opaque part of a frame, one pass per fog volume and depth test with a small
// program of its own (shaders/fog.*), blended SRC_ALPHA / ONE_MINUS_SRC_ALPHA as
// the engine's RB_FogPass. Maps without fog volumes never get here.
#include <cstdint>
#include <vector>

#include <glad/gl.h>

#include "assets/material.h"
#include "map/map.h"
#include "render/fog_volumes.h"
#include "render/gl/shader_program.h"
#include "render/render_settings.h"

namespace bsp {

class FogRenderer {
public:
    void load(const Map& map, std::vector<ResolvedFog> looks);
    bool empty() const { return fogs_.empty(); }
    // This frame's fogged surfaces from the drawn ones (Map::surfaces indices).
    void plan(const Map& map, const MaterialSlots& materials, const std::vector<uint32_t>& drawn);
    // Draws the planned passes with the world's vertex array bound; returns how many.
    // Leaves blending on, depth writes off and the depth function LEQUAL.
    uint32_t draw(const RenderView& view, float inv_gamma);

private:
    struct Program {
        ShaderProgram program;
        GLint clip_from_world, eye, view_forward, color, opaque_distance, has_surface, surface, eye_depth;
        void locate();
    };
    ShaderVariants<Program, int> programs_{"fog.vert", "fog.frag"};  // one, compiled on first use
    std::vector<FogVolume> fogs_;
    std::vector<ResolvedFog> looks_;
    std::vector<FogDrawList> lists_;
    std::vector<GLsizei> counts_;
    std::vector<const void*> offsets_;
};

}  // namespace bsp
