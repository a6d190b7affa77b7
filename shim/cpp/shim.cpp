//===- shim.cpp - What the MLIR C API cannot do, for hyperoffload ---------===//
//
// What the MLIR C API does not offer, each a thin wrapper whose logic lives
// in Rust:
//   1. registering a Rust pass in MLIR's global pass registry, with real
//      MLIR pass options, so it shows in --help and runs in textual pipelines;
//   2. loading IRDL-defined dialects into every context made from a registry,
//      and naming them in the registry so that --show-dialects lists them;
//   3. running MLIR's own opt driver (MlirOptMain), and emitting diagnostics
//      of every severity at a location;
//   4. asking an op whether it is free of memory effects
//      (mlir::isMemoryEffectFree, which the C API does not expose);
//   5. reading Shardy's `sdy` dialect as JAX exports it (a registered
//      `sdy.manual_computation`, every `#sdy.*` attribute kept as text),
//      without depending on Shardy.
//
// Compiled without exceptions, like LLVM. Every entry point is extern "C" and
// declared again in shim/src/ffi.rs.
//===----------------------------------------------------------------------===//

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/IRDL/IR/IRDL.h"
#include "mlir/Dialect/IRDL/IRDLLoading.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/ExtensibleDialect.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

using namespace mlir;

namespace {

/// Appends a message to a std::string; handed to Rust as an error sink.
void appendToString(void *sink, MlirStringRef text) {
  static_cast<std::string *>(sink)->append(text.data, text.length);
}

} // namespace

extern "C" {

using HyperoffloadErrorSink = void (*)(void *, MlirStringRef);

/// What Rust hands over to register one pass. Strings need not outlive the
/// call: they are copied. Callbacks take the pass's index in the Rust table.
struct HyperoffloadPassSpec {
  size_t index;
  MlirStringRef argument;
  MlirStringRef name;
  MlirStringRef summary;
  /// Empty for a pass that runs on any operation.
  MlirStringRef anchor;
  size_t numOptions;
  const MlirStringRef *optionNames;
  const MlirStringRef *optionHelps;
  const MlirStringRef *optionDefaults;
  /// Checks the raw option string (keys) before MLIR parses it.
  bool (*checkKeys)(size_t index, MlirStringRef options,
                    HyperoffloadErrorSink sink, void *sinkData);
  /// Checks the parsed values, in table order.
  bool (*checkValues)(size_t index, const MlirStringRef *values, size_t n,
                      HyperoffloadErrorSink sink, void *sinkData);
  /// Runs the pass; returns false when the pass failed (it emitted why).
  bool (*run)(size_t index, MlirOperation op, const MlirStringRef *values,
              size_t n);
};

} // extern "C"

namespace {

/// One dialect defined in IRDL and known to the process. Entries live as
/// long as the process; their addresses are the dialects' TypeIDs.
struct IrdlDialect {
  std::string name;
  std::shared_ptr<const std::string> source;
};

/// Every IRDL dialect registered so far, so that each Rust pass can declare
/// them as dependent dialects (loaded before multi-threaded execution).
/// Guarded by irdlDialectsMutex(): threads may build registries at once.
std::vector<std::unique_ptr<IrdlDialect>> &irdlDialects() {
  static std::vector<std::unique_ptr<IrdlDialect>> dialects;
  return dialects;
}

std::mutex &irdlDialectsMutex() {
  static std::mutex mutex;
  return mutex;
}

/// Loads every dialect of `source` into `context` and returns `name`.
///
/// This runs as the registry's allocator for `name`, outside the context's
/// own dialect loading, so `irdl::loadDialects` may create the dialects.
/// (Loading from a dynamic-dialect constructor or a builtin dialect extension
/// does not work: the first re-enters a dialect being loaded, the second runs
/// before the context can parse.)
Dialect *loadIrdlDialect(MLIRContext *context, const IrdlDialect &dialect) {
  if (Dialect *loaded = context->getLoadedDialect(dialect.name))
    return loaded;
  context->getOrLoadDialect<irdl::IRDLDialect>();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      *dialect.source, context, "<hyperoffload " + dialect.name + " irdl>");
  if (!module || failed(irdl::loadDialects(*module)))
    llvm::report_fatal_error("hyperoffload: the built-in IRDL definition of "
                             "dialect '" +
                             Twine(dialect.name) + "' failed to load");
  return context->getLoadedDialect(dialect.name);
}

void insertIrdlDialect(DialectRegistry &registry, const IrdlDialect &dialect) {
  registry.insert(TypeID::getFromOpaquePointer(&dialect), dialect.name,
                  [&dialect](MLIRContext *context) {
                    return loadIrdlDialect(context, dialect);
                  });
}

/// `sdy.manual_computation` as a registered op without traits, its
/// properties (`in_shardings`, `out_shardings`, `manual_axes`) kept as one
/// dictionary as an unregistered op keeps them. Left unregistered, an op
/// with a region might be a symbol table, so a `func.call` in its body could
/// not resolve its callee in the module. (A dynamic op of an extensible
/// dialect cannot hold properties, which JAX writes.)
struct ManualComputationModel : public OperationName::Impl {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ManualComputationModel)

  explicit ManualComputationModel(Dialect *dialect)
      : Impl("sdy.manual_computation", dialect,
             TypeID::get<ManualComputationModel>(), detail::InterfaceMap()) {}

  LogicalResult foldHook(Operation *, ArrayRef<Attribute>,
                         SmallVectorImpl<OpFoldResult> &) final {
    return failure();
  }
  void getCanonicalizationPatterns(RewritePatternSet &, MLIRContext *) final {}
  bool hasTrait(TypeID) final { return false; }
  OperationName::ParseAssemblyFn getParseAssemblyFn() final {
    return parseCustomForm;
  }
  void populateDefaultAttrs(const OperationName &, NamedAttrList &) final {}
  void printAssembly(Operation *op, OpAsmPrinter &printer, StringRef) final {
    printer.printGenericOp(op);
  }
  LogicalResult verifyInvariants(Operation *) final { return success(); }
  LogicalResult verifyRegionInvariants(Operation *) final { return success(); }

  std::optional<Attribute> getInherentAttr(Operation *op,
                                           StringRef name) final {
    auto dict = dyn_cast_or_null<DictionaryAttr>(getPropertiesAsAttr(op));
    if (Attribute attr = dict ? dict.get(name) : Attribute())
      return attr;
    return std::nullopt;
  }
  void setInherentAttr(Operation *op, StringAttr name, Attribute value) final {
    NamedAttrList attrs(
        dyn_cast_or_null<DictionaryAttr>(getPropertiesAsAttr(op)));
    attrs.set(name, value);
    *op->getPropertiesStorage().as<Attribute *>() =
        attrs.getDictionary(op->getContext());
  }
  void populateInherentAttrs(Operation *, NamedAttrList &) final {}
  LogicalResult
  verifyInherentAttrs(OperationName, NamedAttrList &,
                      function_ref<InFlightDiagnostic()>) final {
    return success();
  }
  int getOpPropertyByteSize() final { return sizeof(Attribute); }
  void initProperties(OperationName, OpaqueProperties storage,
                      OpaqueProperties init) final {
    new (storage.as<Attribute *>()) Attribute();
    if (init)
      *storage.as<Attribute *>() = *init.as<Attribute *>();
  }
  void deleteProperties(OpaqueProperties storage) final {
    storage.as<Attribute *>()->~Attribute();
  }
  void populateDefaultProperties(OperationName, OpaqueProperties) final {}
  LogicalResult
  setPropertiesFromAttr(OperationName, OpaqueProperties storage,
                        Attribute attr,
                        function_ref<InFlightDiagnostic()>) final {
    *storage.as<Attribute *>() = attr;
    return success();
  }
  Attribute getPropertiesAsAttr(Operation *op) final {
    return *op->getPropertiesStorage().as<Attribute *>();
  }
  void copyProperties(OpaqueProperties to, OpaqueProperties from) final {
    *to.as<Attribute *>() = *from.as<Attribute *>();
  }
  bool compareProperties(OpaqueProperties lhs, OpaqueProperties rhs) final {
    return *lhs.as<Attribute *>() == *rhs.as<Attribute *>();
  }
  llvm::hash_code hashProperties(OpaqueProperties storage) final {
    return llvm::hash_value(storage.as<Attribute *>()->getAsOpaquePointer());
  }

  /// The custom form is Shardy's own; this reading knows only the generic
  /// form.
  static ParseResult parseCustomForm(OpAsmParser &parser, OperationState &) {
    return parser.emitError(
        parser.getCurrentLocation(),
        "'sdy.manual_computation' is read in the generic op form only; "
        "export the module in the generic op form (in JAX: "
        "lowered.compiler_ir('stablehlo').operation.get_asm("
        "print_generic_op_form=True))");
  }
};

/// The part of Shardy's `sdy` dialect that JAX's exports need read: enough to
/// parse, print back exactly, and rewrite a module, not to check it.
/// `sdy.manual_computation` is registered (above); other `sdy` ops
/// (`sdy.return`, `sdy.mesh`, `sdy.sharding_constraint`) stay unknown ops of
/// the dialect. Every `#sdy.*` attribute is kept as an opaque attribute
/// holding its text, which prints back as it was written.
class SdyDialect : public Dialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(SdyDialect)

  explicit SdyDialect(MLIRContext *context)
      : Dialect(getDialectNamespace(), context, TypeID::get<SdyDialect>()) {
    allowUnknownOperations();
    RegisteredOperationName::insert(
        std::make_unique<ManualComputationModel>(this), {});
  }

  static constexpr StringLiteral getDialectNamespace() { return "sdy"; }

  /// Reads an `#sdy.*` attribute: consumes its tokens (MLIR's lexer has
  /// checked that its brackets balance) and keeps its full text in an
  /// `OpaqueAttr`.
  Attribute parseAttribute(DialectAsmParser &parser, Type) const override {
    StringRef spec = parser.getFullSymbolSpec();
    const char *end = spec.data() + spec.size();
    while (parser.getCurrentLocation().getPointer() < end) {
      if (!consumeToken(parser)) {
        parser.emitError(parser.getCurrentLocation(),
                         "unexpected token in an '#sdy' attribute");
        return {};
      }
    }
    return OpaqueAttr::get(StringAttr::get(getContext(), getNamespace()),
                           spec, NoneType::get(getContext()));
  }

  /// Never reached: every `#sdy` attribute is an `OpaqueAttr`, which the
  /// printer writes itself.
  void printAttribute(Attribute attribute,
                      DialectAsmPrinter &printer) const override {
    printer << attribute;
  }

private:
  /// Consumes one token of Shardy's attribute syntax: a bracket, keyword,
  /// string, symbol, integer or punctuation.
  static bool consumeToken(DialectAsmParser &parser) {
    StringRef keyword;
    std::string text;
    StringAttr symbol;
    int64_t integer;
    return succeeded(parser.parseOptionalLess()) ||
           succeeded(parser.parseOptionalGreater()) ||
           succeeded(parser.parseOptionalLSquare()) ||
           succeeded(parser.parseOptionalRSquare()) ||
           succeeded(parser.parseOptionalLBrace()) ||
           succeeded(parser.parseOptionalRBrace()) ||
           succeeded(parser.parseOptionalLParen()) ||
           succeeded(parser.parseOptionalRParen()) ||
           succeeded(parser.parseOptionalKeyword(&keyword)) ||
           succeeded(parser.parseOptionalString(&text)) ||
           succeeded(parser.parseOptionalSymbolName(symbol)) ||
           parser.parseOptionalInteger(integer).has_value() ||
           succeeded(parser.parseOptionalComma()) ||
           succeeded(parser.parseOptionalEqual()) ||
           succeeded(parser.parseOptionalColon()) ||
           succeeded(parser.parseOptionalQuestion()) ||
           succeeded(parser.parseOptionalArrow()) ||
           succeeded(parser.parseOptionalMinus()) ||
           succeeded(parser.parseOptionalPlus()) ||
           succeeded(parser.parseOptionalStar()) ||
           succeeded(parser.parseOptionalEllipsis()) ||
           succeeded(parser.parseOptionalVerticalBar());
  }
};

/// The registered copy of a pass spec; lives for the whole process.
struct PassDescriptor {
  HyperoffloadPassSpec spec;
  std::string argument, name, summary, anchor;
  std::vector<std::string> optionNames, optionHelps, optionDefaults;
};

/// A pass whose work is done by a Rust callback. Options are real MLIR pass
/// options (strings), so MLIR parses, prints and copies them; Rust checks
/// their keys and types.
class RustPass : public Pass {
public:
  explicit RustPass(const PassDescriptor &desc)
      : Pass(TypeID::getFromOpaquePointer(&desc),
             desc.anchor.empty() ? std::nullopt
                                 : std::optional<StringRef>(desc.anchor)),
        desc(desc) {
    for (size_t i = 0; i < desc.optionNames.size(); ++i)
      options.push_back(std::make_unique<Option<std::string>>(
          *this, desc.optionNames[i], llvm::cl::desc(desc.optionHelps[i]),
          llvm::cl::init(desc.optionDefaults[i])));
  }

  StringRef getName() const override { return desc.name; }
  StringRef getArgument() const override { return desc.argument; }
  StringRef getDescription() const override { return desc.summary; }

  bool canScheduleOn(RegisteredOperationName opName) const override {
    return desc.anchor.empty() || opName.getStringRef() == desc.anchor;
  }

  // Every dialect a pass of the table builds ops of: ours, and those the
  // lowerings produce (MLIR loads them before the pipeline runs, never
  // while passes run in parallel).
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, bufferization::BufferizationDialect,
                    gpu::GPUDialect, linalg::LinalgDialect, LLVM::LLVMDialect,
                    memref::MemRefDialect, mpi::MPIDialect, scf::SCFDialect>();
    std::lock_guard<std::mutex> lock(irdlDialectsMutex());
    for (const auto &dialect : irdlDialects())
      insertIrdlDialect(registry, *dialect);
  }

  std::unique_ptr<Pass> clonePass() const override {
    return std::make_unique<RustPass>(desc);
  }

  LogicalResult initializeOptions(
      StringRef text,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    std::string error;
    if (!desc.spec.checkKeys(desc.spec.index, wrap(text), appendToString,
                             &error))
      return errorHandler(error);
    if (failed(Pass::initializeOptions(text, errorHandler)))
      return failure();
    std::vector<MlirStringRef> values = currentValues();
    if (!desc.spec.checkValues(desc.spec.index, values.data(), values.size(),
                               appendToString, &error))
      return errorHandler(error);
    return success();
  }

  void runOnOperation() override {
    std::vector<MlirStringRef> values = currentValues();
    if (!desc.spec.run(desc.spec.index, wrap(getOperation()), values.data(),
                       values.size()))
      signalPassFailure();
  }

private:
  std::vector<MlirStringRef> currentValues() const {
    std::vector<MlirStringRef> values;
    values.reserve(options.size());
    for (const auto &option : options) {
      const std::string &value = option->getValue();
      values.push_back(MlirStringRef{value.data(), value.size()});
    }
    return values;
  }

  const PassDescriptor &desc;
  std::vector<std::unique_ptr<Option<std::string>>> options;
};

} // namespace

extern "C" {

/// Registers a Rust pass in MLIR's global pass registry.
void hyperoffloadRegisterPass(const HyperoffloadPassSpec *spec) {
  // Registered passes live as long as the process.
  auto *desc = new PassDescriptor{*spec,
                                  unwrap(spec->argument).str(),
                                  unwrap(spec->name).str(),
                                  unwrap(spec->summary).str(),
                                  unwrap(spec->anchor).str(),
                                  {},
                                  {},
                                  {}};
  for (size_t i = 0; i < spec->numOptions; ++i) {
    desc->optionNames.push_back(unwrap(spec->optionNames[i]).str());
    desc->optionHelps.push_back(unwrap(spec->optionHelps[i]).str());
    desc->optionDefaults.push_back(unwrap(spec->optionDefaults[i]).str());
  }
  desc->spec.optionNames = nullptr;
  desc->spec.optionHelps = nullptr;
  desc->spec.optionDefaults = nullptr;
  registerPass([desc]() -> std::unique_ptr<Pass> {
    return std::make_unique<RustPass>(*desc);
  });
}

/// Lists the dialects `names`, defined by the IRDL module `source`, in
/// `registry`: a context made from it loads them (all of `source` at once)
/// when it first needs one. `key` identifies the source: adding the same
/// key again reuses the first registration.
void hyperoffloadRegistryAddIrdlDialects(MlirDialectRegistry registry,
                                         const void *key, MlirStringRef source,
                                         const MlirStringRef *names,
                                         size_t numNames) {
  std::lock_guard<std::mutex> lock(irdlDialectsMutex());
  // Where each source's dialects start in irdlDialects(), by key.
  static std::vector<std::pair<const void *, size_t>> firstByKey;
  auto &known = irdlDialects();
  auto seen = std::find_if(firstByKey.begin(), firstByKey.end(),
                           [key](const auto &entry) { return entry.first == key; });
  size_t first = seen == firstByKey.end() ? known.size() : seen->second;
  if (seen == firstByKey.end()) {
    firstByKey.emplace_back(key, first);
    auto text = std::make_shared<const std::string>(unwrap(source).str());
    for (size_t i = 0; i < numNames; ++i)
      known.push_back(std::make_unique<IrdlDialect>(
          IrdlDialect{unwrap(names[i]).str(), text}));
  }
  for (size_t i = first; i < known.size() && i < first + numNames; ++i)
    insertIrdlDialect(*unwrap(registry), *known[i]);
}

/// Same, for a C++ `DialectRegistry *` (the dialect plugin entry point).
void hyperoffloadRawRegistryAddIrdlDialects(void *registry, const void *key,
                                            MlirStringRef source,
                                            const MlirStringRef *names,
                                            size_t numNames) {
  hyperoffloadRegistryAddIrdlDialects(
      wrap(static_cast<DialectRegistry *>(registry)), key, source, names,
      numNames);
}

/// Severity of a diagnostic, as in mlir::DiagnosticSeverity.
enum HyperoffloadSeverity { Note = 0, Warning = 1, Error = 2, Remark = 3 };

/// Emits a diagnostic at `location`, with optional notes at their locations.
void hyperoffloadEmitDiagnostic(MlirLocation location, int severity,
                                MlirStringRef message, size_t numNotes,
                                const MlirLocation *noteLocations,
                                const MlirStringRef *noteMessages) {
  Location loc = unwrap(location);
  InFlightDiagnostic diag = [&] {
    switch (severity) {
    case Warning:
      return emitWarning(loc);
    case Remark:
      return emitRemark(loc);
    default:
      return emitError(loc);
    }
  }();
  diag << unwrap(message);
  for (size_t i = 0; i < numNotes; ++i)
    diag.attachNote(unwrap(noteLocations[i])) << unwrap(noteMessages[i]);
}

/// Parses `source` as a module (implicitly wrapping top-level ops, as
/// mlir-opt does), naming the buffer `name` in locations and diagnostics.
/// Returns a null module on failure (diagnostics went to the context).
MlirModule hyperoffloadParseModule(MlirContext context, MlirStringRef source,
                                   MlirStringRef name) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(unwrap(source), unwrap(context),
                                  unwrap(name));
  return MlirModule{module.release().getOperation()};
}

/// Whether `op` has no memory effect (its own, and those of the ops in its
/// regions when it has recursive effects): upstream's answer, false for an
/// op that implements no effect interface.
bool hyperoffloadIsMemoryEffectFree(MlirOperation op) {
  return isMemoryEffectFree(unwrap(op));
}

/// Lists the `sdy` dialect subset in `registry`.
void hyperoffloadRegistryAddSdyDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<SdyDialect>();
}

/// Same, for a C++ `DialectRegistry *` (the dialect plugin entry point).
void hyperoffloadRawRegistryAddSdyDialect(void *registry) {
  static_cast<DialectRegistry *>(registry)->insert<SdyDialect>();
}

/// MLIR's opt driver over `registry`; returns the process exit code.
int hyperoffloadOptMain(int argc, char **argv, MlirStringRef toolName,
                        MlirDialectRegistry registry) {
  return asMainReturnCode(
      MlirOptMain(argc, argv, unwrap(toolName), *unwrap(registry)));
}

} // extern "C"
