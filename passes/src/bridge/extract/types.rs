//! Byte sizes of tensor-like types, from their printed form.
//!
//! Handles builtin `tensor<...>` and `memref<...>` (with encodings and
//! layouts), torch's `!torch.vtensor<[d0,d1],dtype>` / `!torch.tensor<...>`,
//! and every element type the models use: floats (f64, f32, tf32, f16, bf16,
//! the f8/f6/f4 families), integers of any width (rounded up to whole bytes;
//! i1 takes a byte), `index` (8 bytes), `complex<T>` and torch dtypes
//! (`si64`, `ui8`, `qint8`, ...).
//!
//! Extraction reads builtin shaped types through the MLIR type API first
//! (`builtin_shape` in the parent module); this parser stays for dialect
//! tensor types such as torch's `!torch.vtensor`, which the C API cannot
//! introspect, and for the unit tests, which build shapes from text.

use std::fmt;

/// How a type failed to size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SizeError {
    /// A dimension is dynamic and no bound was given.
    Dynamic,
    /// The element type is not one we know the width of.
    UnknownElement(String),
    /// More bytes than a 64-bit count holds.
    TooLarge,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SizeError::Dynamic => f.write_str("it has a dynamic dimension"),
            SizeError::UnknownElement(e) => write!(f, "its element type '{e}' has no known size"),
            SizeError::TooLarge => f.write_str("it holds more than 2^64 bytes"),
        }
    }
}

/// The shape and element size of a tensor-like type.
#[derive(Debug, Clone, PartialEq)]
pub struct TensorShape {
    /// Dimensions; `None` for a dynamic one.
    pub dims: Vec<Option<u64>>,
    /// Bytes per element (i1 counts as one byte).
    pub element_bytes: u64,
}

impl TensorShape {
    /// Number of elements, with `dynamic` standing for each dynamic dimension.
    pub fn elements(&self, dynamic: Option<u64>) -> Result<u64, SizeError> {
        self.dims.iter().try_fold(1u64, |acc, d| {
            let d = d.or(dynamic).ok_or(SizeError::Dynamic)?;
            acc.checked_mul(d).ok_or(SizeError::TooLarge)
        })
    }

    /// Bytes, with `dynamic` standing for each dynamic dimension.
    pub fn bytes(&self, dynamic: Option<u64>) -> Result<u64, SizeError> {
        self.elements(dynamic)?
            .checked_mul(self.element_bytes)
            .ok_or(SizeError::TooLarge)
    }

    /// Whether a dimension is dynamic.
    pub fn is_dynamic(&self) -> bool {
        self.dims.iter().any(Option::is_none)
    }
}

/// Parses a printed type. `Ok(None)` when it is not tensor-like (a scalar,
/// a token, a function type, an `!offload.remote<...>`).
pub fn parse_tensor_type(text: &str) -> Result<Option<TensorShape>, SizeError> {
    let text = text.trim();
    if let Some(inner) = strip_wrapper(text, "tensor<").or_else(|| strip_wrapper(text, "memref<")) {
        if inner.starts_with('*') {
            return Err(SizeError::Dynamic);
        }
        let body = split_top_level(inner, ',')
            .into_iter()
            .next()
            .unwrap_or_default();
        let (dims, element) = split_builtin_shape(body);
        return Ok(Some(TensorShape {
            dims,
            element_bytes: element_bytes(element)?,
        }));
    }
    for prefix in ["!torch.vtensor<", "!torch.tensor<"] {
        if let Some(inner) = strip_wrapper(text, prefix) {
            let parts = split_top_level(inner, ',');
            let (Some(shape), Some(dtype)) = (parts.first(), parts.get(1)) else {
                return Err(SizeError::Dynamic);
            };
            let shape = shape.trim();
            if shape == "*" {
                return Err(SizeError::Dynamic);
            }
            let dims = shape
                .trim_start_matches('[')
                .trim_end_matches(']')
                .split(',')
                .filter(|d| !d.trim().is_empty())
                .map(|d| {
                    d.trim()
                        .parse::<i64>()
                        .ok()
                        .filter(|v| *v >= 0)
                        .map(|v| v as u64)
                })
                .collect();
            return Ok(Some(TensorShape {
                dims,
                element_bytes: element_bytes(dtype.trim())?,
            }));
        }
    }
    Ok(None)
}

fn strip_wrapper<'t>(text: &'t str, prefix: &str) -> Option<&'t str> {
    text.strip_prefix(prefix)?.strip_suffix('>')
}

/// Splits at `sep` outside `<>`, `[]`, `()`, `{}` and quotes.
fn split_top_level(text: &str, sep: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start, mut quoted) = (0i32, 0usize, false);
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '<' | '[' | '(' | '{' if !quoted => depth += 1,
            '>' | ']' | ')' | '}' if !quoted => depth -= 1,
            c if c == sep && depth == 0 && !quoted => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// `1x?x128xf32` -> ([1, dyn, 128], "f32"); `f32` (rank 0) -> ([], "f32").
fn split_builtin_shape(body: &str) -> (Vec<Option<u64>>, &str) {
    let mut dims = Vec::new();
    let mut rest = body.trim();
    while let Some(x) = rest.find('x') {
        let dim = &rest[..x];
        let parsed = if dim == "?" {
            Some(None)
        } else {
            dim.parse::<u64>().ok().map(Some)
        };
        match parsed {
            Some(d) => {
                dims.push(d);
                rest = &rest[x + 1..];
            }
            None => break,
        }
    }
    (dims, rest)
}

/// Bytes per element of a builtin or torch element type.
pub fn element_bytes(element: &str) -> Result<u64, SizeError> {
    let element = element.trim();
    if let Some(inner) = strip_wrapper(element, "complex<") {
        return Ok(2 * element_bytes(inner)?);
    }
    let bits: u64 = match element {
        "f64" | "float64" => 64,
        "f32" | "tf32" | "float32" => 32,
        "f16" | "bf16" | "float16" | "bfloat16" => 16,
        "index" => 64,
        "qint8" | "quint8" => 8,
        "qint32" => 32,
        e if e.starts_with("f8") || e.starts_with("f6") || e.starts_with("f4") => {
            e[1..2].parse::<u64>().unwrap_or(8)
        }
        e => {
            let digits = e.trim_start_matches(['s', 'u']).trim_start_matches('i');
            match (
                e.starts_with('i') || e.starts_with("si") || e.starts_with("ui"),
                digits.parse::<u64>(),
            ) {
                (true, Ok(bits)) if bits > 0 => bits,
                _ => return Err(SizeError::UnknownElement(e.to_owned())),
            }
        }
    };
    Ok(bits.div_ceil(8).max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(text: &str) -> u64 {
        parse_tensor_type(text)
            .unwrap()
            .unwrap()
            .bytes(None)
            .unwrap()
    }

    #[test]
    fn builtin_tensors_and_memrefs() {
        assert_eq!(bytes("tensor<1x128x256xf32>"), 128 * 256 * 4);
        assert_eq!(bytes("tensor<32000x4096xbf16>"), 32000 * 4096 * 2);
        assert_eq!(bytes("tensor<f32>"), 4);
        assert_eq!(bytes("tensor<1x1x128x128xi1>"), 128 * 128);
        assert_eq!(bytes("tensor<4xcomplex<f32>>"), 32);
        assert_eq!(bytes("tensor<8xf8E4M3FN>"), 8);
        assert_eq!(bytes("tensor<8xindex>"), 64);
        assert_eq!(bytes("tensor<4x8xf32, #sparse>"), 128);
        assert_eq!(bytes("memref<4xf32, strided<[1], offset: ?>, 1>"), 16);
        assert_eq!(bytes("tensor<3xi4>"), 3);
    }

    #[test]
    fn sizes_that_do_not_fit_are_errors() {
        let huge = parse_tensor_type("tensor<4294967296x4294967296x16xf32>")
            .unwrap()
            .unwrap();
        assert_eq!(huge.bytes(None), Err(SizeError::TooLarge));
        let dynamic = parse_tensor_type("tensor<?x4xf32>").unwrap().unwrap();
        assert_eq!(dynamic.bytes(Some(u64::MAX)), Err(SizeError::TooLarge));
        let edge = parse_tensor_type("tensor<4611686018427387904xi8>")
            .unwrap()
            .unwrap();
        assert_eq!(edge.bytes(None), Ok(1 << 62));
    }

    #[test]
    fn torch_tensors() {
        assert_eq!(bytes("!torch.vtensor<[1,128],si64>"), 1024);
        assert_eq!(bytes("!torch.vtensor<[1000,256],f32>"), 1_024_000);
        assert_eq!(bytes("!torch.vtensor<[],f32>"), 4);
        assert_eq!(bytes("!torch.tensor<[2,2],bf16>"), 8);
    }

    #[test]
    fn not_tensors_and_errors() {
        assert_eq!(parse_tensor_type("i64").unwrap(), None);
        assert_eq!(
            parse_tensor_type("!offload.remote<tensor<4xf32>>").unwrap(),
            None
        );
        assert_eq!(parse_tensor_type("!stablehlo.token").unwrap(), None);
        let dynamic = parse_tensor_type("tensor<1x?xi64>").unwrap().unwrap();
        assert!(dynamic.is_dynamic());
        assert_eq!(dynamic.bytes(None), Err(SizeError::Dynamic));
        assert_eq!(dynamic.bytes(Some(128)), Ok(1024));
        assert_eq!(
            parse_tensor_type("tensor<4x!foo.bar>"),
            Err(SizeError::UnknownElement("!foo.bar".into()))
        );
        assert_eq!(
            parse_tensor_type("!torch.vtensor<[?,4],f32>")
                .unwrap()
                .unwrap()
                .bytes(Some(2)),
            Ok(32)
        );
    }
}
