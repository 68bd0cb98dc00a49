#pragma once
// One stage of a material as Quake 3's classic renderer draws it: where its texels
// come from, how its texture coordinates and colour are made, and how it meets what
// is already on screen. The records are format-neutral (render draws by them without
// knowing any script); the Quake 3 parser (assets/q3_shader_scripts.h) fills them
// from `{ ... }` stage blocks, and render/stage_eval.h evaluates their time-based
// parts with the engine's formulas.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <glm/glm.hpp>

namespace bsp {

// How a stage's colour meets what is already on screen (its class, for passes and
// the frame order; the exact factors are MaterialStage::src/dst).
enum class BlendMode : uint8_t {
    Opaque,      // replaces (no blendFunc, or GL_ONE GL_ZERO)
    AlphaTest,   // replaces where alpha passes the cut-off, else nothing
    AlphaBlend,  // GL_SRC_ALPHA GL_ONE_MINUS_SRC_ALPHA
    Additive,    // GL_ONE GL_ONE: adds light
    Filter,      // GL_DST_COLOR GL_ZERO: multiplies what is behind
};

// The engine's periodic functions; Noise is a smooth pseudo-random signal.
enum class WaveFunc : uint8_t { Sin, Triangle, Square, Sawtooth, InverseSawtooth, Noise };

// base + amplitude * f(phase + time * frequency), f periodic over [0,1).
struct Wave {
    WaveFunc func = WaveFunc::Sin;
    float base = 0, amplitude = 0, phase = 0, frequency = 0;
    bool operator==(const Wave&) const = default;
};

// The GL blend factors a script may name (blendFunc's two words).
enum class BlendFactor : uint8_t {
    Zero, One, SrcColor, OneMinusSrcColor, DstColor, OneMinusDstColor,
    SrcAlpha, OneMinusSrcAlpha, DstAlpha, OneMinusDstAlpha, SrcAlphaSaturate,
};

// alphaFunc: which fragments survive, by the stage's final alpha.
enum class AlphaTest : uint8_t { None, Gt0, Lt128, Ge128 };

// Where a stage's texels come from.
enum class StageTexture : uint8_t {
    Image,     // an image (map, clampMap, animMap)
    Lightmap,  // the surface's lightmap ($lightmap); white where the surface has none
    White,     // $whiteimage
};

// rgbGen: the colour the texels are multiplied by.
enum class ColorGen : uint8_t {
    Identity,          // 1
    IdentityLighting,  // 1 / the overbright factor (so a stage shows its image as it is)
    Vertex,            // vertex colour, scaled like IdentityLighting
    ExactVertex,       // vertex colour as stored
    OneMinusVertex,    // 1 - vertex colour, scaled like IdentityLighting
    LightingDiffuse,   // the entity's light (render/entity_light.h): black on the world
    Wave,              // a grey level from a wave
    Const,             // a fixed colour
    Entity,            // the entity's colour (white for the world)
    OneMinusEntity,    // 1 - the entity's colour (black for the world)
};

// alphaGen: the alpha the texels' alpha is multiplied by.
enum class AlphaGen : uint8_t {
    Identity, Vertex, OneMinusVertex, Wave, Const, Entity, OneMinusEntity, Portal, LightingSpecular,
};

// tcGen: where texture coordinates start from.
enum class TexCoordGen : uint8_t {
    Base,         // the surface's texture coordinates
    Lightmap,     // its lightmap coordinates
    Environment,  // a reflection of the view direction
    Vector,       // the position projected on two vectors
};

enum class TexModKind : uint8_t { Scroll, Scale, Rotate, Turb, Stretch, Transform, EntityTranslate };

// One tcMod. Parameters by kind: Scroll (s, t per second), Scale (s, t), Rotate
// (degrees per second), Transform (m00 m01 m10 m11 t0 t1); Turb and Stretch use wave.
struct TexMod {
    TexModKind kind = TexModKind::Scroll;
    std::array<float, 6> values{};
    Wave wave;
};

// The engine applies at most this many tcMods per stage and this many animMap frames.
constexpr size_t kMaxTexMods = 4;
constexpr size_t kMaxAnimFrames = 8;

enum class DeformKind : uint8_t { Wave, Normal, Bulge, Move, Autosprite, Autosprite2, ProjectionShadow, Text };

// deformVertexes. The stage path draws wave, normal, bulge, move, autosprite and
// autosprite2 (deform_drawn); projectionShadow and text are recorded only.
struct Deform {
    DeformKind kind = DeformKind::Wave;
    Wave wave;
    float spread = 0;             // Wave: 1 / the script's div
    glm::vec3 move{0};            // Move
    std::array<float, 3> bulge{};  // Bulge: width, height, speed
};

constexpr bool deform_drawn(DeformKind k) {
    return k == DeformKind::Wave || k == DeformKind::Normal || k == DeformKind::Bulge || k == DeformKind::Move ||
           k == DeformKind::Autosprite || k == DeformKind::Autosprite2;
}

// Which faces a material shows (cull front is the normal case: front faces drawn).
enum class CullMode : uint8_t { Front, Back, None };

struct MaterialStage {
    int32_t image = -1;  // index into MaterialSet::images; -1: no image was found (drawn as the checker)
    BlendMode blend = BlendMode::Opaque;

    StageTexture texture = StageTexture::Image;
    std::string image_name;                // as the script names it ("" for $lightmap/$whiteimage)
    std::vector<std::string> frame_names;  // animMap's frames, at most kMaxAnimFrames
    std::vector<int32_t> frames;           // their images (same order); empty unless animated
    float frame_rate = 0;                  // animMap frames per second
    bool clamp = false;                    // clampMap: no repeat

    BlendFactor src = BlendFactor::One, dst = BlendFactor::Zero;
    AlphaTest alpha_test = AlphaTest::None;
    bool depth_write = true;   // false by default once blended, unless depthWrite says so
    bool depth_equal = false;  // depthFunc equal
    bool detail = false;

    ColorGen rgb = ColorGen::IdentityLighting;
    Wave rgb_wave;
    glm::vec3 rgb_const{1.0f};
    AlphaGen alpha = AlphaGen::Identity;
    Wave alpha_wave;
    float alpha_const = 1.0f;
    float portal_range = 256.0f;

    TexCoordGen tc_gen = TexCoordGen::Base;
    std::array<glm::vec3, 2> tc_vectors{glm::vec3(0), glm::vec3(0)};
    std::vector<TexMod> tc_mods;  // in script order, at most kMaxTexMods

    bool blended() const { return !(src == BlendFactor::One && dst == BlendFactor::Zero); }
};

// The blend class of a factor pair (for the frame's order and the single-pass path).
BlendMode blend_class(BlendFactor src, BlendFactor dst);

// Names as scripts write them, for readouts and messages.
const char* blend_factor_name(BlendFactor f);
const char* wave_func_name(WaveFunc f);
const char* color_gen_name(ColorGen g);
const char* alpha_gen_name(AlphaGen g);
const char* tc_gen_name(TexCoordGen g);
const char* tc_mod_name(TexModKind k);
const char* alpha_test_name(AlphaTest t);

}  // namespace bsp
