// libFuzzer target: see FuzzEntryPoints.h. Built only with -DFLEET_FUZZ=ON (clang); run with `make fuzz`.
#include "FuzzEntryPoints.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fleet::fuzz::hfConfig(data, size);
    return 0;
}
