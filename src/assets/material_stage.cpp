#include "assets/material_stage.h"

namespace bsp {

BlendMode blend_class(BlendFactor src, BlendFactor dst) {
    using F = BlendFactor;
    if (src == F::One && dst == F::Zero) return BlendMode::Opaque;
    if (src == F::One && dst == F::One) return BlendMode::Additive;
    if (src == F::DstColor && dst == F::Zero) return BlendMode::Filter;
    if (src == F::Zero && dst == F::SrcColor) return BlendMode::Filter;
    if (src == F::SrcAlpha && dst == F::OneMinusSrcAlpha) return BlendMode::AlphaBlend;
    // What the other pairs do to the picture: reading the destination's colour into
    // the result multiplies it (detail stages, GL_DST_COLOR GL_SRC_COLOR), adding
    // with a destination factor of one adds light whatever the source factor.
    if (dst == F::One) return BlendMode::Additive;
    if (src == F::DstColor || src == F::Zero) return BlendMode::Filter;
    return BlendMode::AlphaBlend;
}

const char* blend_factor_name(BlendFactor f) {
    switch (f) {
        case BlendFactor::Zero: return "GL_ZERO";
        case BlendFactor::One: return "GL_ONE";
        case BlendFactor::SrcColor: return "GL_SRC_COLOR";
        case BlendFactor::OneMinusSrcColor: return "GL_ONE_MINUS_SRC_COLOR";
        case BlendFactor::DstColor: return "GL_DST_COLOR";
        case BlendFactor::OneMinusDstColor: return "GL_ONE_MINUS_DST_COLOR";
        case BlendFactor::SrcAlpha: return "GL_SRC_ALPHA";
        case BlendFactor::OneMinusSrcAlpha: return "GL_ONE_MINUS_SRC_ALPHA";
        case BlendFactor::DstAlpha: return "GL_DST_ALPHA";
        case BlendFactor::OneMinusDstAlpha: return "GL_ONE_MINUS_DST_ALPHA";
        case BlendFactor::SrcAlphaSaturate: return "GL_SRC_ALPHA_SATURATE";
    }
    return "?";
}

const char* wave_func_name(WaveFunc f) {
    switch (f) {
        case WaveFunc::Sin: return "sin";
        case WaveFunc::Triangle: return "triangle";
        case WaveFunc::Square: return "square";
        case WaveFunc::Sawtooth: return "sawtooth";
        case WaveFunc::InverseSawtooth: return "inversesawtooth";
        case WaveFunc::Noise: return "noise";
    }
    return "?";
}

const char* color_gen_name(ColorGen g) {
    switch (g) {
        case ColorGen::Identity: return "identity";
        case ColorGen::IdentityLighting: return "identityLighting";
        case ColorGen::Vertex: return "vertex";
        case ColorGen::ExactVertex: return "exactVertex";
        case ColorGen::OneMinusVertex: return "oneMinusVertex";
        case ColorGen::LightingDiffuse: return "lightingDiffuse";
        case ColorGen::Wave: return "wave";
        case ColorGen::Const: return "const";
        case ColorGen::Entity: return "entity";
        case ColorGen::OneMinusEntity: return "oneMinusEntity";
    }
    return "?";
}

const char* alpha_gen_name(AlphaGen g) {
    switch (g) {
        case AlphaGen::Identity: return "identity";
        case AlphaGen::Vertex: return "vertex";
        case AlphaGen::OneMinusVertex: return "oneMinusVertex";
        case AlphaGen::Wave: return "wave";
        case AlphaGen::Const: return "const";
        case AlphaGen::Entity: return "entity";
        case AlphaGen::OneMinusEntity: return "oneMinusEntity";
        case AlphaGen::Portal: return "portal";
        case AlphaGen::LightingSpecular: return "lightingSpecular";
    }
    return "?";
}

const char* tc_gen_name(TexCoordGen g) {
    switch (g) {
        case TexCoordGen::Base: return "base";
        case TexCoordGen::Lightmap: return "lightmap";
        case TexCoordGen::Environment: return "environment";
        case TexCoordGen::Vector: return "vector";
    }
    return "?";
}

const char* tc_mod_name(TexModKind k) {
    switch (k) {
        case TexModKind::Scroll: return "scroll";
        case TexModKind::Scale: return "scale";
        case TexModKind::Rotate: return "rotate";
        case TexModKind::Turb: return "turb";
        case TexModKind::Stretch: return "stretch";
        case TexModKind::Transform: return "transform";
        case TexModKind::EntityTranslate: return "entityTranslate";
    }
    return "?";
}

const char* alpha_test_name(AlphaTest t) {
    switch (t) {
        case AlphaTest::None: return "none";
        case AlphaTest::Gt0: return "GT0";
        case AlphaTest::Lt128: return "LT128";
        case AlphaTest::Ge128: return "GE128";
    }
    return "?";
}

}  // namespace bsp
