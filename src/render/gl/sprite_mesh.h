#pragma once
// The surfaces whose material turns its quads towards the camera (deformVertexes
// autosprite and autosprite2), in a vertex buffer of their own that is rewritten
// for the view each frame they are drawn (render/sprite_deform.h has the engine's
// formulas). The world's static buffer keeps their quads as the map stores them;
// the stage path draws these instead, through the same program, so the sprites get
// every stage, blend and per-vertex deform the material has. Few maps have more
// than a few hundred such quads.
#include <cstdint>
#include <span>
#include <vector>

#include "assets/material_stage.h"
#include "map/map.h"
#include "render/frame_plan.h"
#include "render/material_slots.h"
#include "render/sprite_deform.h"
#include "render/gl/world_geometry.h"

namespace bsp {

// The material's autosprite or autosprite2 (the first it names); null without one.
const Deform* sprite_deform(const ResolvedMaterial& material);

class SpriteMesh {
public:
    // Collects the surfaces of every material with autosprite or autosprite2 from the
    // world's vertices (as built for its buffer: atlas uvs, shifted colours).
    void build(const Map& map, const GpuVertexSource& world_vertices, const MaterialSlots& materials);
    bool empty() const { return surfaces_.empty(); }
    // Whether the surface starting at this world index is one of them.
    bool covers(uint32_t world_first_index) const;

    // Turns the quads of the surfaces in `ranges` (world index ranges of one
    // material's surfaces) for `view` and uploads them; then draw() draws them.
    void prepare(std::span<const IndexRange> ranges, const ViewAxes& view);
    // Binds its vertex array and draws what prepare() turned (the caller binds the
    // world's again).
    void draw() const;

private:
    struct SpriteSurface {
        uint32_t world_first_index = 0;
        uint32_t first_vertex = 0, vertex_count = 0;  // in this mesh
        uint32_t first_index = 0, index_count = 0;    // in this mesh
        DeformKind kind = DeformKind::Autosprite;
    };
    void turn(const SpriteSurface& s, const ViewAxes& view);

    std::vector<SpriteSurface> surfaces_;  // ascending by world_first_index
    std::vector<GpuVertex> source_;        // the quads as the map stores them
    std::vector<GpuVertex> turned_;        // this frame's
    std::vector<uint32_t> indexes_;        // this mesh's: the stamp's (autosprite) or the map's (autosprite2)
    std::vector<GLsizei> counts_;
    std::vector<const void*> offsets_;
    WorldMesh mesh_;
};

}  // namespace bsp
